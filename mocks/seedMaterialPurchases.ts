/**
 * Simple material purchase records: ten purchases from the seeded vendors over the four months before
 * the seed's epoch, some paid and some not, amounts with and without paise.
 */
import { db, newId } from './db';

const DAY_MS = 86_400_000;

export const SEED_MATERIAL_PURCHASES = [
  { material: 'OPC 53 Grade Cement (200 bags)', vendor: 'Shree Traders', amount: 78000, daysBefore: 120, status: 'Paid' },
  { material: 'TMT Bars Fe 500D 12 mm (2.5 t)', vendor: 'Karnataka Steel Corporation', amount: 162500, daysBefore: 105, status: 'Paid' },
  { material: 'River Sand (6 loads)', vendor: 'Cauvery Sand Suppliers', amount: 42000, daysBefore: 92, status: 'Paid' },
  { material: 'Waterproofing Compound (40 L)', vendor: 'Asian Build Chem', amount: 9850.5, daysBefore: 80, status: 'Unpaid' },
  { material: 'Red Clay Bricks (8,000 nos)', vendor: 'Shree Traders', amount: 64000, daysBefore: 66, status: 'Paid' },
  { material: 'Binding Wire (250 kg)', vendor: 'Shree Traders', amount: 21250, daysBefore: 51, status: 'Unpaid' },
  { material: 'M-Sand (4 loads)', vendor: 'Cauvery Sand Suppliers', amount: 26400, daysBefore: 38, status: 'Unpaid' },
  { material: 'Structural Steel Sections', vendor: 'Karnataka Steel Corporation', amount: 118750.75, daysBefore: 24, status: 'Unpaid' },
  { material: 'Electrical Conduits and Wiring', vendor: 'Sharma Electrical Works', amount: 31275, daysBefore: 12, status: 'Paid' },
  { material: 'Tile Adhesive (60 bags)', vendor: 'Asian Build Chem', amount: 18600, daysBefore: 4, status: 'Unpaid' },
] as const;

export async function seedMaterialPurchases(epoch: number): Promise<void> {
  for (const { daysBefore, ...fields } of SEED_MATERIAL_PURCHASES) {
    const at = epoch - daysBefore * DAY_MS;
    await db.materialPurchases.create({
      _id: newId(at),
      ...fields,
      date: new Date(at).toISOString().slice(0, 10),
      createdAt: new Date(at).toISOString(),
    });
  }
}
