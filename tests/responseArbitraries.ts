/** Provider answers for property tests: any JSON, and records shaped almost like the real ones with wrong values. */
import fc from 'fast-check';

/** Numbers as the provider might send them, as text: thousands commas, Indian grouping, blanks, words that read as NaN. */
export const numericText = fc.oneof(
  fc.double({ noNaN: true }).map(String),
  fc.integer().map((n) => n.toLocaleString('en-IN')),
  fc.integer().map((n) => n.toLocaleString('en-US')),
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-Infinity', 'abc', '1,2,3', '1.2.3', '₹1,250.50', '1e400', '-1e400', '0x1F', '  42  ', '1,25,000.50'),
);

/** Any JSON, and any JavaScript value, kept shallow: a deeper answer tells a normaliser nothing new. */
const anyJson = fc.jsonValue({ maxDepth: 3 });
const anyValue = fc.anything({ maxDepth: 3 });

/** A value where a field is expected: of the right kind or any other. */
export const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  numericText,
  fc.constantFrom(null, undefined, true, false, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object({ maxDepth: 1 })), { maxLength: 4 }),
  fc.object({ maxDepth: 1 }),
);

/** A record with any subset of `keys`, each holding any field value. */
export function almostRecord(keys: readonly string[]) {
  return fc.dictionary(fc.constantFrom(...keys), fieldValue, { maxKeys: keys.length });
}

/** Anything an answer (or an entry of a list) might be: JSON, JavaScript values, or an almost-right record. */
export function answer(keys: readonly string[]) {
  return fc.oneof(anyJson, anyValue, almostRecord(keys));
}

/** A list answer, bare or wrapped under `key`, its entries almost-right records or anything else. */
export function listAnswer(key: string, keys: readonly string[]) {
  const entries = fc.array(fc.oneof({ weight: 3, arbitrary: almostRecord(keys) }, { weight: 1, arbitrary: anyValue }), { maxLength: 5 });
  return fc.oneof(entries, entries.map((list) => ({ [key]: list })), anyJson, anyValue);
}
