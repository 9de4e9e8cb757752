declare const edgeReads: {
  /** A list answer with each record cut down to `fields`, bare or wrapped under `list`, in place (edgeReads.js). */
  keepFields(body: unknown, list: string, fields: readonly string[]): unknown;
};
export default edgeReads;
