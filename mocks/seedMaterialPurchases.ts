/** Simple material purchase records. */
export async function seedMaterialPurchases(_epoch: number): Promise<void> {}
