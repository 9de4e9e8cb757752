/**
 * Surplus items, in each condition: what is left over after a pour or a finishing job, kept at the site
 * stores and the Peenya godown until another project takes it.
 */
import { db, newId } from './db';

const HOUR_MS = 3_600_000;

export const SEED_EXCESS_ITEMS = [
  { description: 'OPC 53 grade cement (UltraTech)', quantity: 42, units: 'bags', location: 'Whitefield site store', condition: 'Unopened' },
  { description: 'TMT bar offcuts, Fe 500D 12 mm', quantity: 0.75, units: 'tons', location: 'Peenya godown', condition: 'Used' },
  { description: 'Vitrified floor tiles 600 x 600 mm, ivory', quantity: 18, units: 'boxes', location: 'Peenya godown', condition: 'New' },
  { description: 'Red clay bricks, first class', quantity: 1350, units: 'bricks', location: 'Hebbal site yard', condition: 'Used' },
  { description: 'PVC pipes 110 mm, Supreme SWR', quantity: 36, units: 'm', location: 'Electronic City site store', condition: 'New' },
  { description: 'Asian Paints Apex exterior emulsion, white', quantity: 20, units: 'liters', location: 'Whitefield site store', condition: 'Unopened' },
  { description: 'River sand (washed)', quantity: 2.5, units: 'm³', location: 'Hebbal site yard', condition: 'New' },
  { description: 'Binding wire, 18 gauge', quantity: 35.5, units: 'kg', location: 'Peenya godown', condition: 'Used' },
  { description: 'Shuttering plywood 18 mm (8 x 4 ft)', quantity: 14, units: 'units', location: 'Electronic City site store', condition: 'Used' },
] as const;

export async function seedExcessItems(epoch: number): Promise<void> {
  for (const [i, item] of SEED_EXCESS_ITEMS.entries()) {
    const at = epoch + i * 7 * HOUR_MS;
    await db.excessItems.create({ _id: newId(at), ...item, createdAt: new Date(at).toISOString() });
  }
}
