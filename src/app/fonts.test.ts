import { preloadRupeeGlyph } from './fonts';

test("asks the browser for the Roboto face that draws the rupee sign, and a failed font load is no error", async () => {
  const load = vi.fn().mockRejectedValue(new Error('offline'));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  try {
    preloadRupeeGlyph();
    expect(load).toHaveBeenCalledWith('1em Roboto', '₹');
    await Promise.resolve();
  } finally {
    Reflect.deleteProperty(document, 'fonts');
  }
});
