/** Small, deterministic ID proof images for the seed: an SVG identity card with the person's name. */

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const CARD_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'];

/** An identity card as SVG text: a coloured band, the holder's initials, name, a masked number and the year of birth. */
export function idCardSvg(name: string, seed: number): string {
  const colour = CARD_COLOURS[seed % CARD_COLOURS.length];
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');
  const lastFour = String(1000 + ((seed * 7919) % 9000));
  const born = 1970 + ((seed * 13) % 30);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="340" height="214" viewBox="0 0 340 214">',
    '<rect width="340" height="214" rx="12" fill="#fafafa" stroke="#9e9e9e"/>',
    `<rect width="340" height="44" rx="12" fill="${colour}"/>`,
    `<rect y="32" width="340" height="12" fill="${colour}"/>`,
    '<text x="16" y="29" font-family="Arial, sans-serif" font-size="16" font-weight="bold" fill="#fff">IDENTITY CARD</text>',
    `<circle cx="60" cy="112" r="36" fill="${colour}" opacity="0.15"/>`,
    `<text x="60" y="120" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="bold" fill="${colour}">${escapeXml(initials)}</text>`,
    `<text x="112" y="92" font-family="Arial, sans-serif" font-size="15" font-weight="bold" fill="#212121">${escapeXml(name)}</text>`,
    `<text x="112" y="118" font-family="Arial, sans-serif" font-size="13" fill="#424242">Year of birth: ${born}</text>`,
    `<text x="112" y="142" font-family="Arial, sans-serif" font-size="13" fill="#424242">ID No: XXXX XXXX ${lastFour}</text>`,
    '<text x="16" y="196" font-family="Arial, sans-serif" font-size="10" fill="#757575">Specimen card for demonstration</text>',
    '</svg>',
  ].join('');
}
