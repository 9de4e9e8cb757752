/** What a formatter must never print: the text of a missing value, of NaN or Infinity, of an object, or a minus zero. */
export const PRINTED_NONSENSE = /NaN|undefined|null|Infinity|Invalid Date|\[object |-₹?0(\.0+)?(?![.\d])/;
