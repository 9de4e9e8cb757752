/**
 * Starts loading the font file that draws the rupee sign (Roboto's Latin Extended subset, fonts.css). The
 * browser asks for it only when a ₹ is first drawn; until it came, the sign was drawn in another font, wide
 * enough on a phone to wrap a dashboard card's figure onto a second line, and the cards and everything
 * under them moved up when it arrived. Asked for as the signed-in frame starts loading, it is there first.
 */
export function preloadRupeeGlyph(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  void document.fonts.load('1em Roboto', '₹').catch(() => undefined);
}
