/**
 * The `years` seed's trade: vendors (the demo's eight first), the materials the sites buy and the prices of
 * the seed's epoch, simple purchase records, and surplus stock left over after the jobs.
 */
import { VENDOR_PAYMENT_TERMS } from '@/config/constants';
import { db, newId, type VendorRecord } from './db';
import { SEED_EXCESS_ITEMS } from './seedExcessItems';
import { SEED_MATERIAL_PURCHASES } from './seedMaterialPurchases';
import { BANKS, BENGALURU_AREAS, NAME_STEMS, personName, SITE_PLACES, SURNAMES } from './seedPools';
import { SEED_MATERIALS } from './seedProjects';
import { seededRandom, sortedTimes, type Random } from './seedRandom';
import { SEED_VENDORS } from './seedVendors';
import { countAt, DAY_MS, digits, GstNumbers, isoDay, money, officeTime, ordinal, priceAt, slug, YEARS_COUNTS, type Calendar, type PhoneNumbers } from './seedYearsShared';

type VendorCategory = VendorRecord['category'];

/** Kinds of vendor: what their names end with, what they sell, and how many there are, relative to the others. */
const VENDOR_KINDS: readonly { category: VendorCategory; kind: string; products: readonly string[]; weight: number }[] = [
  { category: 'Material Supplier', kind: 'Cement Agencies', products: ['Cement', 'Fly ash', 'Ready-mix mortar'], weight: 8 },
  { category: 'Material Supplier', kind: 'Steel Traders', products: ['TMT bars', 'Binding wire', 'Structural steel'], weight: 7 },
  { category: 'Material Supplier', kind: 'Hardware & Paints', products: ['Hardware', 'Paints', 'Wall putty', 'Waterproofing compound', 'Tools'], weight: 8 },
  { category: 'Material Supplier', kind: 'Building Materials', products: ['Cement', 'Aggregates', 'Bricks', 'Concrete blocks'], weight: 8 },
  { category: 'Material Supplier', kind: 'Sand Suppliers', products: ['River sand', 'M-sand', 'P-sand'], weight: 5 },
  { category: 'Material Supplier', kind: 'Bricks and Tiles', products: ['Red bricks', 'Vitrified tiles', 'Ceramic tiles', 'Tile adhesive'], weight: 5 },
  { category: 'Material Supplier', kind: 'Timber Depot', products: ['Teak wood', 'Plywood', 'Shuttering material'], weight: 3 },
  { category: 'Material Supplier', kind: 'Electricals', products: ['Wires and cables', 'Switches', 'Conduits', 'Distribution boards'], weight: 4 },
  { category: 'Material Supplier', kind: 'Sanitary & Plumbing', products: ['CPVC pipes', 'SWR pipes', 'Sanitaryware', 'CP fittings'], weight: 4 },
  { category: 'Material Supplier', kind: 'Granite & Marble', products: ['Granite', 'Marble', 'Kota stone'], weight: 2 },
  { category: 'Service Provider', kind: 'Electrical Works', products: ['Electrical wiring', 'Panel installation'], weight: 4 },
  { category: 'Service Provider', kind: 'Plumbing Services', products: ['Plumbing', 'Drainage lines'], weight: 3 },
  { category: 'Service Provider', kind: 'Waterproofing Solutions', products: ['Terrace waterproofing', 'Basement waterproofing'], weight: 3 },
  { category: 'Service Provider', kind: 'Fabrication Works', products: ['MS fabrication', 'Railings', 'Gates'], weight: 3 },
  { category: 'Service Provider', kind: 'Painting Contractors', products: ['Interior painting', 'Exterior painting'], weight: 3 },
  { category: 'Service Provider', kind: 'Interiors', products: ['Modular kitchens', 'Wardrobes', 'False ceilings'], weight: 2 },
  { category: 'Service Provider', kind: 'Borewell Services', products: ['Borewell drilling', 'Pump installation'], weight: 2 },
  { category: 'Equipment Supplier', kind: 'Crane & Equipment Hire', products: ['Crane hire', 'Concrete mixer hire'], weight: 2 },
  { category: 'Equipment Supplier', kind: 'Earthmovers', products: ['JCB hire', 'Excavator hire', 'Tipper hire'], weight: 3 },
  { category: 'Equipment Supplier', kind: 'Scaffolding Hire', products: ['Scaffolding', 'Props and spans'], weight: 2 },
  { category: 'Equipment Supplier', kind: 'RMC', products: ['Ready-mix concrete', 'Concrete pumping'], weight: 2 },
  { category: 'Equipment Supplier', kind: 'Transport', products: ['Lorry hire', 'Material transport'], weight: 2 },
  { category: 'Consultant', kind: 'Structural Consultants', products: ['Structural design', 'Proof checking'], weight: 2 },
  { category: 'Consultant', kind: '& Associates', products: ['Architectural design', 'Building plan approvals'], weight: 2 },
  { category: 'Consultant', kind: 'Surveyors', products: ['Land survey', 'Total station survey'], weight: 1 },
  { category: 'Consultant', kind: 'Geotech Labs', products: ['Soil investigation', 'Plate load test'], weight: 1 },
  { category: 'Other', kind: 'Site Services', products: ['Site security', 'Housekeeping'], weight: 2 },
  { category: 'Other', kind: 'Security Services', products: ['Security guards'], weight: 2 },
  { category: 'Other', kind: 'Canteen Services', products: ['Labour canteen', 'Drinking water'], weight: 1 },
  { category: 'Other', kind: 'Testing Laboratory', products: ['Cube testing', 'Material testing'], weight: 1 },
];

const ROADS = ['APMC Yard Road', 'Industrial Area', 'NH 48 Service Road', 'Old Bus Stand Road', 'KSSIDC Industrial Estate', 'B.H. Road', 'Market Road', 'Station Road'];

/** A vendor as the rest of the seed needs it. */
export interface Supplier {
  vendor: VendorRecord;
  /** The kind of vendor (Steel Traders, Earthmovers); the demo's vendors have none. */
  kind: string;
  since: number;
}

/** The generated vendors after the demo's eight (which are in the database already), oldest first. */
export async function seedYearsVendors({ start, epoch }: Calendar, phones: PhoneNumbers): Promise<Supplier[]> {
  const random = seededRandom(303);
  const suppliers: Supplier[] = db.vendors.all().map((vendor) => ({ vendor, kind: '', since: Date.parse(vendor.createdAt) }));
  const names = new Set<string>(SEED_VENDORS.map((v) => v.vendorName));
  const emails = new Set<string>(SEED_VENDORS.map((v) => v.email));
  const gst = new GstNumbers(random, SEED_VENDORS.map((v) => v.gstNumber));
  const kinds = VENDOR_KINDS.map((kind) => [kind, kind.weight] as const);
  const times = sortedTimes(random, YEARS_COUNTS.vendors - suppliers.length, start + DAY_MS, epoch - 2 * DAY_MS);
  for (const when of times) {
    const { category, kind, products } = random.weighted(kinds);
    const place = random.chance(0.55) ? SITE_PLACES[0] : random.pick(SITE_PLACES);
    const area = place.town === 'Bengaluru' ? random.pick(BENGALURU_AREAS) : undefined;
    const owner = random.chance(category === 'Consultant' ? 0.6 : 0.35) ? random.pick(SURNAMES) : random.pick(NAME_STEMS);
    // A name another vendor has already is told apart by where the vendor is, as firms do.
    let vendorName = `${owner} ${kind}`;
    if (names.has(vendorName)) vendorName = `${owner} ${kind}, ${area?.area ?? place.town}`;
    for (let n = 2; names.has(vendorName); n++) vendorName = `${owner} ${kind} (Unit ${n}), ${area?.area ?? place.town}`;
    names.add(vendorName);
    const base = slug(`${owner}${kind}`).slice(0, 30);
    let email = `${random.pick(['sales', 'accounts', 'info', 'orders'])}.${base}@gmail.com`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@gmail.com`;
    emails.add(email);
    const holder = random.weighted([['F', 5], ['P', 3], ['C', 2]] as const);
    const bank = random.pick(BANKS);
    const address = area
      ? `${random.int(1, 300)}, ${ordinal(random.int(1, 14))} Main, ${area.area}, Bengaluru ${area.pin}`
      : `${random.int(1, 120)}, ${random.pick(ROADS)}, ${place.town} ${place.pin}`;
    const at = officeTime(random, when);
    const vendor = await db.vendors.create({
      _id: newId(at),
      vendorName,
      contactPerson: personName(random),
      email,
      gstNumber: gst.next(place.gstCode, holder, vendorName),
      category,
      paymentTerms: random.pick(VENDOR_PAYMENT_TERMS),
      bankName: bank.name,
      accountNumber: digits(random, bank.digits),
      ifscCode: `${bank.ifsc}0${digits(random, 6)}`,
      address,
      phoneNumbers: Array.from({ length: random.weighted([[1, 6], [2, 3], [3, 1]] as const) }, (_, n) => ({ number: phones.next(), isPrimary: n === 0 })),
      productsServices: products.filter((_, n) => n === 0 || random.chance(0.7)),
      createdAt: new Date(at).toISOString(),
    });
    suppliers.push({ vendor, kind, since: at });
  }
  return suppliers;
}

/** A material of the quotation sheets: its unit, its price at the seed's epoch, a usual quantity, and who sells it. */
export interface SheetMaterial {
  name: string;
  unit: string;
  rate: number;
  qty: readonly [min: number, max: number, decimals: number];
  /** The kind of supplier that sells it. */
  soldBy: string;
  /** The demo's supplier of it, when it is one of the demo's materials. */
  vendor?: string;
}

const SEED_MATERIAL_DETAILS: Readonly<Record<string, Pick<SheetMaterial, 'qty' | 'soldBy'>>> = {
  'Cement OPC 53 grade': { qty: [20, 400, 0], soldBy: 'Cement Agencies' },
  'TMT steel Fe500D': { qty: [0.5, 12, 1], soldBy: 'Steel Traders' },
  'River sand': { qty: [8, 60, 0], soldBy: 'Sand Suppliers' },
  '20 mm aggregate': { qty: [8, 60, 0], soldBy: 'Building Materials' },
  'Waterproofing compound': { qty: [10, 200, 0], soldBy: 'Hardware & Paints' },
};

export const SHEET_MATERIALS: readonly SheetMaterial[] = [
  ...SEED_MATERIALS.map((m) => ({ ...m, ...SEED_MATERIAL_DETAILS[m.name] })),
  { name: 'Cement PPC', unit: 'bags', rate: 390, qty: [20, 300, 0], soldBy: 'Cement Agencies' },
  { name: 'M-sand', unit: 'ton', rate: 1_100, qty: [8, 60, 0], soldBy: 'Sand Suppliers' },
  { name: '12 mm aggregate', unit: 'ton', rate: 1_500, qty: [5, 40, 0], soldBy: 'Building Materials' },
  { name: 'Red clay bricks', unit: 'pcs', rate: 9, qty: [2_000, 20_000, 0], soldBy: 'Bricks and Tiles' },
  { name: 'Solid concrete blocks 200 mm', unit: 'pcs', rate: 52, qty: [200, 3_000, 0], soldBy: 'Building Materials' },
  { name: 'Binding wire 18 gauge', unit: 'kg', rate: 88, qty: [50, 800, 0], soldBy: 'Steel Traders' },
  { name: 'Structural steel ISMB 150', unit: 'ton', rate: 68_000, qty: [0.5, 8, 1], soldBy: 'Steel Traders' },
  { name: 'Vitrified tiles 600 x 600 mm', unit: 'pcs', rate: 185, qty: [100, 1_500, 0], soldBy: 'Bricks and Tiles' },
  { name: 'Tile adhesive', unit: 'bags', rate: 520, qty: [10, 120, 0], soldBy: 'Bricks and Tiles' },
  { name: 'Wall putty', unit: 'bags', rate: 790, qty: [10, 150, 0], soldBy: 'Hardware & Paints' },
  { name: 'Interior emulsion', unit: 'litre', rate: 265, qty: [20, 400, 0], soldBy: 'Hardware & Paints' },
  { name: 'Exterior emulsion', unit: 'litre', rate: 335, qty: [20, 300, 0], soldBy: 'Hardware & Paints' },
  { name: 'Cement primer', unit: 'litre', rate: 175, qty: [20, 200, 0], soldBy: 'Hardware & Paints' },
  { name: 'Anti-termite emulsion', unit: 'litre', rate: 540, qty: [5, 60, 0], soldBy: 'Hardware & Paints' },
  { name: 'CPVC pipe 25 mm, 3 m length', unit: 'pcs', rate: 420, qty: [10, 120, 0], soldBy: 'Sanitary & Plumbing' },
  { name: 'SWR pipe 110 mm, 3 m length', unit: 'pcs', rate: 690, qty: [10, 80, 0], soldBy: 'Sanitary & Plumbing' },
  { name: 'FR copper wire 2.5 sq mm, 90 m coil', unit: 'pcs', rate: 2_450, qty: [5, 40, 0], soldBy: 'Electricals' },
  { name: 'PVC conduit 25 mm, 3 m length', unit: 'pcs', rate: 95, qty: [20, 300, 0], soldBy: 'Electricals' },
  { name: 'Shuttering plywood 12 mm', unit: 'pcs', rate: 1_650, qty: [20, 120, 0], soldBy: 'Timber Depot' },
  { name: 'Teak wood door frame', unit: 'pcs', rate: 6_800, qty: [4, 40, 0], soldBy: 'Timber Depot' },
  { name: 'Granite slab 18 mm, 8 x 2 ft', unit: 'pcs', rate: 3_200, qty: [5, 40, 0], soldBy: 'Granite & Marble' },
];

/** A quantity of `material` as a site orders it. */
export function quantityOf(random: Random, material: SheetMaterial): number {
  const [min, max, decimals] = material.qty;
  const scale = 10 ** decimals;
  const value = Math.round(random.between(min, max) * scale) / scale;
  return value >= 1_000 ? Math.round(value / 50) * 50 : value;
}

/** The vendors of each kind, oldest first, to find who sold a material at a given time. */
export class SupplierBook {
  private readonly byKind = new Map<string, Supplier[]>();

  constructor(suppliers: readonly Supplier[]) {
    for (const supplier of suppliers) {
      const ofKind = this.byKind.get(supplier.kind);
      if (ofKind) ofKind.push(supplier);
      else this.byKind.set(supplier.kind, [supplier]);
    }
  }

  /** Who sold `material` at `time`: the demo's supplier of it, or one of the last forty vendors of its kind then on the books. */
  vendorOf(random: Random, material: SheetMaterial, time: number): string {
    if (material.vendor && random.chance(0.5)) return material.vendor;
    const ofKind = this.byKind.get(material.soldBy) ?? [];
    const known = countAt(ofKind, time);
    if (known === 0) return material.vendor ?? SEED_VENDORS[0].vendorName;
    return ofKind[known - 1 - Math.floor(random.next() * Math.min(known, 40))].vendor.vendorName;
  }
}

/**
 * Purchase records over the five years before the demo's ten (which come after them, in the last four
 * months): "{Material} ({quantity} {unit})" from a vendor of that material, nearly all paid.
 */
export async function seedYearsPurchases({ start, epoch }: Calendar, suppliers: SupplierBook) {
  const random = seededRandom(404);
  const times = sortedTimes(random, YEARS_COUNTS.materialPurchases - SEED_MATERIAL_PURCHASES.length, start + 20 * DAY_MS, epoch - 125 * DAY_MS);
  const purchases = [];
  for (const when of times) {
    const material = random.pick(SHEET_MATERIALS);
    const qty = quantityOf(random, material);
    const paise = random.chance(0.2) ? random.pick([0.25, 0.5, 0.75]) : 0;
    const at = officeTime(random, when);
    purchases.push(
      await db.materialPurchases.create({
        _id: newId(at),
        material: `${material.name} (${qty.toLocaleString('en-IN')} ${material.unit})`,
        vendor: suppliers.vendorOf(random, material, at),
        amount: money(qty * priceAt(material.rate, at, epoch) + paise),
        date: isoDay(at),
        status: random.chance(0.97) ? 'Paid' : 'Unpaid',
        createdAt: new Date(at).toISOString(),
      }),
    );
  }
  return purchases;
}

/** Surplus stock as the stores record it: the demo's items and more, with quantities in their units. */
const SURPLUS: readonly { description: string; units: string; qty: readonly [number, number, number] }[] = [
  ...SEED_EXCESS_ITEMS.map(({ description, units, quantity }) => ({ description, units, qty: [quantity / 4, quantity * 2, units === 'tons' || units === 'kg' ? 2 : 0] as const })),
  { description: 'PPC cement (Dalmia)', units: 'bags', qty: [5, 60, 0] },
  { description: 'M-sand', units: 'm³', qty: [1, 6, 1] },
  { description: 'Solid concrete blocks 200 mm', units: 'units', qty: [50, 600, 0] },
  { description: 'Ceramic wall tiles 300 x 450 mm, white', units: 'boxes', qty: [5, 40, 0] },
  { description: 'CPVC pipes 25 mm (Astral)', units: 'm', qty: [10, 120, 0] },
  { description: 'FR copper wire 2.5 sq mm (Havells)', units: 'm', qty: [20, 300, 0] },
  { description: 'Tile adhesive (Roff)', units: 'bags', qty: [3, 30, 0] },
  { description: 'Wall putty (Birla White)', units: 'bags', qty: [2, 25, 0] },
  { description: 'Interior emulsion, off-white', units: 'liters', qty: [10, 80, 0] },
  { description: 'Structural steel offcuts, ISMB 150', units: 'tons', qty: [0.2, 2, 2] },
  { description: 'Granite slabs 18 mm, black', units: 'units', qty: [2, 20, 0] },
  { description: 'Waterproofing compound (Dr. Fixit)', units: 'liters', qty: [5, 60, 0] },
  { description: 'Teak wood door frames', units: 'units', qty: [1, 8, 0] },
  { description: 'PVC conduit 25 mm', units: 'm', qty: [20, 200, 0] },
  { description: '20 mm aggregate', units: 'm³', qty: [1, 8, 1] },
  { description: 'Binding wire, 18 gauge', units: 'kg', qty: [5, 80, 1] },
  { description: 'Red clay bricks, wire cut', units: 'bricks', qty: [200, 3_000, 0] },
];

const GODOWNS = ['Peenya godown', 'Hosur Road godown', 'Mysuru yard', 'Hubballi yard'];

/** Surplus items over the five years before the demo's nine, kept at a site's store or a godown. */
export async function seedYearsExcessItems({ start, epoch }: Calendar, sites: readonly string[]) {
  const random = seededRandom(505);
  const times = sortedTimes(random, YEARS_COUNTS.excessItems - SEED_EXCESS_ITEMS.length, start + 30 * DAY_MS, epoch - 2 * DAY_MS);
  for (const when of times) {
    const item = random.pick(SURPLUS);
    const [min, max, decimals] = item.qty;
    const scale = 10 ** decimals;
    const at = officeTime(random, when);
    await db.excessItems.create({
      _id: newId(at),
      description: item.description,
      quantity: Math.max(1 / scale, Math.round(random.between(min, max) * scale) / scale),
      units: item.units,
      location: random.chance(0.35) ? random.pick(GODOWNS) : `${random.pick(sites)} site store`,
      condition: random.weighted([['New', 3], ['Unopened', 2], ['Used', 5]] as const),
      createdAt: new Date(at).toISOString(),
    });
  }
}
