/** Surplus items, in each condition. */
export async function seedExcessItems(_epoch: number): Promise<void> {}
