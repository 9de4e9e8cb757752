/**
 * Bills in every status, some overdue; dates are placed relative to the moment of seeding, so that the
 * Overdue bills are past their due dates and the Pending ones are not yet. Bills go to the seeded projects'
 * clients, with GST at 18 %, 12 % and 5 %, and numbers INV-{year}-001 to -008 of the year of seeding. Three
 * clients are GST-registered (two in Karnataka, one in Maharashtra); a few items carry an HSN/SAC code of
 * their own, the others print the company's default SAC.
 */
import { BILL_DUE_DAYS } from '@/config/constants';
import { billNumberOf } from '@/lib/billNumber';
import { billTotals } from '@/lib/billTotals';
import { toDashedDate } from '@/lib/dashedDate';
import { db, newId } from './db';

const DAY_MS = 86_400_000;

interface SeedItem {
  description: string;
  hsnSac?: string;
  qty: number;
  unit: string;
  rate: number;
}

interface SeedBill {
  project: string;
  client: string;
  clientGstin: string;
  clientAddress: string;
  status: 'Pending' | 'Paid' | 'Overdue';
  /** How many days before the moment of seeding the bill is dated. */
  daysAgo: number;
  taxRate: number;
  items: SeedItem[];
  notes: string;
}

/** Registered clients carry a GSTIN (Karnataka's 29, and one in Maharashtra, 27, billed across states); the corporation has none. */
const SAI = {
  project: 'Sai Residency – Block A',
  client: 'Sai Developers Pvt Ltd',
  clientGstin: '29AAKCS7421M1ZQ',
  clientAddress: '4th Floor, Prestige Towers, Residency Road, Bengaluru 560025',
};
const GREEN = {
  project: 'Green Valley Villas',
  client: 'Green Valley Estates LLP',
  clientGstin: '29AAGFG9031L1Z0',
  clientAddress: 'Survey No. 112, Sarjapur Road, Bengaluru 562125',
};
const SCHOOL = {
  project: 'Municipal School Renovation, Hubballi',
  client: 'Hubballi-Dharwad Municipal Corporation',
  clientGstin: '',
  clientAddress: 'Sir Siddappa Kambali Road, Hubballi 580020',
};
const KRISHNA = {
  project: 'Krishna Textiles Warehouse',
  client: 'Krishna Textiles',
  clientGstin: '27AAFFK3388P1ZL',
  clientAddress: 'Plot 18, MIDC Bhiwandi, Thane 421302',
};

/** Oldest first; the list shows them newest first. */
export const SEED_BILLS: readonly SeedBill[] = [
  {
    ...SAI,
    status: 'Paid',
    daysAgo: 75,
    taxRate: 18,
    items: [
      { description: 'RCC work, ground floor slab (M25)', hsnSac: '995411', qty: 1, unit: 'lot', rate: 850_000 },
      { description: 'Brick masonry, 230 mm walls', qty: 420, unit: 'm²', rate: 1_150 },
    ],
    notes: 'Running bill 1 as per work order WO/SAI/2026/01.',
  },
  {
    ...GREEN,
    status: 'Paid',
    daysAgo: 60,
    taxRate: 18,
    items: [
      { description: 'Site clearing and excavation', qty: 1, unit: 'lot', rate: 185_000 },
      { description: 'Anti-termite treatment', qty: 2_400, unit: 'm²', rate: 42.5 },
    ],
    notes: 'Mobilisation advance adjusted.',
  },
  {
    ...SCHOOL,
    status: 'Overdue',
    daysAgo: 50,
    taxRate: 12,
    items: [
      { description: 'Roof waterproofing (APP membrane)', qty: 640, unit: 'm²', rate: 385 },
      { description: 'Classroom doors, teak frame, supplied and fixed', qty: 24, unit: 'pcs', rate: 14_500 },
    ],
    notes: 'Works contract under the state school repair scheme; GST at 12 %.',
  },
  {
    ...KRISHNA,
    status: 'Overdue',
    daysAgo: 45,
    taxRate: 18,
    items: [
      { description: 'Pre-engineered steel structure, erection', qty: 1, unit: 'lot', rate: 1_240_000 },
      { description: 'Industrial flooring, FM2 trowel finish', qty: 1_800, unit: 'm²', rate: 520.75 },
    ],
    notes: 'Reminder sent; payment promised after the goods shed handover.',
  },
  {
    ...KRISHNA,
    status: 'Paid',
    daysAgo: 30,
    taxRate: 18,
    items: [{ description: 'Electrical conduit and wiring, office block', qty: 1, unit: 'lot', rate: 212_500 }],
    notes: 'Paid by NEFT.',
  },
  {
    ...SAI,
    status: 'Pending',
    daysAgo: 20,
    taxRate: 18,
    items: [
      { description: 'Internal plastering, 12 mm', qty: 1_350, unit: 'm²', rate: 245 },
      { description: 'Terrace waterproofing', qty: 310, unit: 'm²', rate: 410.5 },
    ],
    notes: 'Running bill 2.',
  },
  {
    ...GREEN,
    status: 'Pending',
    daysAgo: 10,
    taxRate: 5,
    items: [
      { description: 'River sand, washed', hsnSac: '2505', qty: 40, unit: 'm³', rate: 2_150 },
      { description: '20 mm aggregate', hsnSac: '2517', qty: 35, unit: 'm³', rate: 1_875.5 },
    ],
    notes: 'Material supply billed separately at 5 % GST.',
  },
  {
    ...SCHOOL,
    status: 'Pending',
    daysAgo: 3,
    taxRate: 12,
    items: [
      { description: 'Toilet block renovation', qty: 4, unit: 'nos', rate: 87_500 },
      { description: 'Exterior emulsion painting', qty: 1_450, unit: 'm²', rate: 68 },
    ],
    notes: '',
  },
];

export async function seedBills(now: number): Promise<void> {
  const today = Date.UTC(new Date(now).getFullYear(), new Date(now).getMonth(), new Date(now).getDate());
  const year = new Date(now).getFullYear();
  for (const [i, bill] of SEED_BILLS.entries()) {
    const dated = today - bill.daysAgo * DAY_MS;
    const { amounts, subtotal, taxAmount, total } = billTotals(bill.items, bill.taxRate);
    const at = now - bill.daysAgo * DAY_MS;
    await db.bills.create({
      _id: newId(at),
      billNumber: billNumberOf(year, i + 1),
      client: bill.client,
      clientGstin: bill.clientGstin,
      clientAddress: bill.clientAddress,
      placeOfSupply: '',
      reverseCharge: false,
      project: bill.project,
      date: toDashedDate(new Date(dated)),
      dueDate: toDashedDate(new Date(dated + BILL_DUE_DAYS * DAY_MS)),
      status: bill.status,
      items: bill.items.map((item, n) => ({ ...item, hsnSac: item.hsnSac ?? '', amount: amounts[n] })),
      notes: bill.notes,
      taxRate: bill.taxRate,
      subtotal,
      taxAmount,
      total,
      createdAt: new Date(at).toISOString(),
    });
  }
}
