/**
 * The `years` seed's projects after the demo's four: houses, apartments, villas, commercial and industrial
 * buildings and public works across Karnataka, each numbered in its year, with quotation items priced through
 * their sheets (materials, labour work entries by the register's workers, a measurement row) or by a lump
 * sum, and the bills raised to their clients.
 */
import { BILL_DUE_DAYS, PROJECT_NUMBER_CODE } from '@/config/constants';
import { billNumberOf } from '@/lib/billNumber';
import { billTotals } from '@/lib/billTotals';
import { toDashedDate } from '@/lib/dashedDate';
import { db, newId, type BillRecord, type LabourWorkRecord, type ProjectRecord, type QuotationItemRecord, type QuotationMaterialRecord } from './db';
import { SEED_BILLS } from './seedBills';
import { BENGALURU_AREAS, NAME_STEMS, personName, SITE_PLACES, SURNAMES, type Place } from './seedPools';
import { GATE_HIRES, SEED_QUOTATION_ITEMS } from './seedProjects';
import { apportion, seededRandom, sortedTimes, type Random } from './seedRandom';
import type { Staff, Worker } from './seedYearsPeople';
import { quantityOf, SHEET_MATERIALS, type SupplierBook } from './seedYearsTrade';
import { countAt, DAY_MS, HOUR_MS, isoDay, money, officeAfter, officeTime, priceAt, YEARS_COUNTS, type Calendar } from './seedYearsShared';

/** Where a project is, and what it is called and for whom. */
interface Site {
  place: Place;
  /** The neighbourhood, for a site in Bengaluru. */
  area?: string;
  /** "Whitefield, Bengaluru" or "Tumakuru". */
  locality: string;
}

interface ProjectKind {
  weight: number;
  /** Budget in rupees and duration in days, each from-to. */
  budget: readonly [number, number];
  days: readonly [number, number];
  /** Public works, billed with GST at 12 %. */
  government?: boolean;
  make(random: Random, site: Site): { projectName: string; client: string; description: string };
}

const LAKH = 100_000;
const CRORE = 100 * LAKH;

const PROJECT_KINDS: readonly ProjectKind[] = [
  {
    weight: 28,
    budget: [2.5 * CRORE, 12 * CRORE],
    days: [420, 900],
    make: (random, site) => {
      const stem = random.pick(NAME_STEMS);
      const block = random.chance(0.4) ? ` – Block ${random.pick(['A', 'B', 'C', 'D'])}` : '';
      return {
        projectName: `${stem} ${random.pick(['Residency', 'Enclave', 'Apartments', 'Heights', 'Towers'])}${block}, ${site.area ?? site.place.town}`,
        client: `${stem} ${random.pick(['Developers Pvt Ltd', 'Builders', 'Estates LLP', 'Housing Pvt Ltd', 'Constructions'])}`,
        description: `G+${random.int(3, 8)} residential block of ${random.int(3, 16) * 4} flats at ${site.locality}: RCC framed structure, block masonry, plastering, flooring and terrace waterproofing.`,
      };
    },
  },
  {
    weight: 10,
    budget: [1.5 * CRORE, 6 * CRORE],
    days: [360, 720],
    make: (random, site) => {
      const stem = random.pick(NAME_STEMS);
      return {
        projectName: `${stem} Villas, ${site.area ?? site.place.town}`,
        client: `${stem} Estates LLP`,
        description: `${random.int(6, 24)} independent villas with a compound wall and internal roads at ${site.locality}.`,
      };
    },
  },
  {
    weight: 22,
    budget: [35 * LAKH, 1.6 * CRORE],
    days: [180, 420],
    make: (random, site) => {
      const owner = personName(random);
      return {
        projectName: `Residence of ${owner}, ${site.area ?? site.place.town}`,
        client: random.chance(0.2) ? `Dr. ${owner}` : owner,
        description: `G+${random.int(1, 2)} independent house on a ${random.pick(['30 x 40', '30 x 50', '40 x 60'])} ft site at ${site.locality}, with a ${random.pick(['sump and overhead tank', 'car porch', 'terrace garden', 'rental unit on the first floor'])}.`,
      };
    },
  },
  {
    weight: 10,
    budget: [3 * CRORE, 15 * CRORE],
    days: [480, 900],
    make: (random, site) => {
      const stem = random.pick(NAME_STEMS);
      return {
        projectName: `${stem} ${random.pick(['Commercial Complex', 'Business Centre', 'Arcade', 'Trade Centre'])}, ${site.area ?? site.place.town}`,
        client: `${stem} ${random.pick(['Ventures Pvt Ltd', 'Realty', 'Properties LLP'])}`,
        description: `G+${random.int(2, 5)} commercial building at ${site.locality} with ${random.int(8, 40)} shops, office floors, basement parking and a lift core.`,
      };
    },
  },
  {
    weight: 10,
    budget: [80 * LAKH, 6 * CRORE],
    days: [150, 360],
    make: (random, site) => {
      const firm = `${random.chance(0.5) ? random.pick(NAME_STEMS) : random.pick(SURNAMES)} ${random.pick(['Textiles', 'Agro Foods', 'Auto Components', 'Polymers', 'Logistics', 'Garments', 'Pharma'])}`;
      const building = random.pick(['Warehouse', 'Factory Shed', 'Godown', 'Cold Storage']);
      return {
        projectName: `${firm} ${building}, ${site.area ?? site.place.town}`,
        client: `${firm}${random.chance(0.5) ? ' Pvt Ltd' : ''}`,
        description: `Pre-engineered steel ${building.toLowerCase()} of ${random.int(8, 60) * 1_000} sq ft on RCC pedestals with a trimix floor, at ${site.locality}.`,
      };
    },
  },
  {
    weight: 14,
    budget: [25 * LAKH, 3 * CRORE],
    days: [120, 420],
    government: true,
    make: (random, { place }) =>
      random.pick([
        {
          projectName: `Government Higher Primary School, ${place.town}`,
          client: `Zilla Panchayat, ${place.district}`,
          description: `Six new classrooms, a toilets block and a compound wall for the government school at ${place.town}.`,
        },
        {
          projectName: `Primary Health Centre, ${place.town}`,
          client: 'Department of Health and Family Welfare, Karnataka',
          description: `A new primary health centre at ${place.town}: OPD block, labour room, staff quarters and an approach road.`,
        },
        {
          projectName: `Anganwadi Centres, ${place.district} taluk`,
          client: `Zilla Panchayat, ${place.district}`,
          description: `${random.int(4, 12)} anganwadi buildings in the villages of ${place.district} taluk, each with a kitchen and a toilet.`,
        },
        {
          projectName: `Municipal School Renovation, ${place.town}`,
          client: `${place.town} City Municipal Council`,
          description: 'Repairs to roof slabs, new toilets blocks and repainting before the academic year.',
        },
        {
          projectName: `Community Hall, ${place.town}`,
          client: `${place.town} Town Municipal Council`,
          description: `A community hall of 4,000 sq ft with a kitchen, stage and toilets at ${place.town}.`,
        },
        {
          projectName: `Bus Stand Toilets Block, ${place.town}`,
          client: 'Karnataka State Road Transport Corporation',
          description: `A public toilets block with a septic tank and water supply at the ${place.town} bus stand.`,
        },
      ]),
  },
  {
    weight: 6,
    budget: [30 * LAKH, 2 * CRORE],
    days: [90, 240],
    make: (random, site) => {
      const stem = random.pick(NAME_STEMS);
      const [building, owner] = random.pick([
        ['Hotel', 'Hotels Pvt Ltd'],
        ['Kalyana Mantapa', 'Trust'],
        ['Hospital', 'Hospitals'],
        ['School', 'Educational Trust'],
      ] as const);
      return {
        projectName: `${stem} ${building} Renovation, ${site.area ?? site.place.town}`,
        client: `${stem} ${owner}`,
        description: 'Repairs to the roof slab, new toilets, replastering and repainting, and new electrical wiring.',
      };
    },
  },
];

/** More of a contractor's bill of quantities, after the demo's items. */
const QUOTATION_ITEMS: readonly string[] = [
  ...SEED_QUOTATION_ITEMS,
  'Earthwork excavation in hard murram for trenches, including dressing of sides and ramming of bottom',
  'Filling in plinth with excavated earth in 150 mm layers, watered and rammed',
  'Anti-termite treatment to foundations and plinth with chlorpyrifos emulsion',
  'RCC M25 for slabs, beams and lintels including centering, shuttering and curing',
  'Reinforcement steel Fe 500D, cutting, bending and placing in position',
  'Solid concrete block masonry 200 mm in CM 1:6',
  'External plastering 20 mm thick in two coats in CM 1:4 with sponge finish',
  'Vitrified tile flooring 600 x 600 mm on CM 1:4 bed, including grouting',
  'Granite kitchen platform 18 mm with nosing and polishing',
  'Terrace waterproofing with APP membrane and protective screed',
  'Interior emulsion painting, two coats over one coat of primer and putty',
  'Exterior emulsion painting, two coats over primer',
  'UPVC sliding windows with 5 mm clear glass, supplied and fixed',
  'Teak wood door frames and flush shutters, supplied and fixed',
  'CPVC water supply lines with fittings, concealed',
  'SWR drainage pipes 110 mm with fittings',
  'Electrical conduit and wiring with FR copper wires, point wiring',
  'MS railing for staircase with enamel painting',
  'Paver block flooring 80 mm for driveway on sand bed',
  'Compound wall in size stone masonry with coping',
  'Sump of 20,000 litres in RCC with waterproofing',
];

const MEASUREMENTS: readonly ((k: number) => string)[] = [
  (k) => `Footing F${k} – grid ${String.fromCharCode(65 + (k % 8))}`,
  (k) => `Column C${k} – ground floor`,
  (k) => `Plinth beam PB${k}`,
  (k) => `Roof slab panel S${k}`,
  (k) => `Lintel L${k} – first floor`,
];

/** Work billed to clients, with the rate of the seed's epoch and a usual quantity (whole numbers). */
const BILL_WORKS: readonly { description: string; unit: string; rate: number; qty: readonly [number, number] }[] = [
  ...SEED_BILLS.flatMap((bill) => bill.items).map(({ description, unit, rate, qty }) => ({
    description,
    unit,
    rate,
    qty: unit === 'lot' ? ([1, 1] as const) : ([Math.max(1, Math.round(qty / 3)), qty * 2] as const),
  })),
  { description: 'RCC work, first floor slab (M25)', unit: 'lot', rate: 780_000, qty: [1, 1] },
  { description: 'Excavation for foundations', unit: 'm³', rate: 380, qty: [80, 900] },
  { description: 'Solid block masonry, 200 mm', unit: 'm²', rate: 1_050, qty: [150, 1_200] },
  { description: 'Vitrified tile flooring', unit: 'm²', rate: 1_450, qty: [80, 900] },
  { description: 'Interior emulsion painting', unit: 'm²', rate: 58.5, qty: [400, 4_000] },
  { description: 'Plumbing and sanitary works', unit: 'lot', rate: 285_000, qty: [1, 1] },
  { description: 'Electrical wiring and fittings', unit: 'lot', rate: 340_000, qty: [1, 1] },
  { description: 'Compound wall, size stone masonry', unit: 'm', rate: 4_200, qty: [30, 250] },
  { description: 'Paver block driveway, 80 mm', unit: 'm²', rate: 780, qty: [60, 600] },
  { description: 'UPVC windows, supplied and fixed', unit: 'm²', rate: 5_200, qty: [10, 120] },
  { description: 'Teak doors, supplied and fixed', unit: 'pcs', rate: 24_500, qty: [4, 40] },
  { description: 'MS staircase railing', unit: 'm', rate: 2_650.75, qty: [20, 150] },
];

/** A project with what the rest of the seed needs of it. */
export interface SeedProject {
  record: ProjectRecord;
  kind: ProjectKind;
  site: Site;
  created: number;
  start: number;
  end: number;
}

export interface SeedItem {
  record: QuotationItemRecord;
  project: SeedProject;
  at: number;
}

/** What the projects' part made: the activity log is written from it. */
export interface YearsWork {
  projects: SeedProject[];
  items: SeedItem[];
  /** Items priced through sheets, with their material lines and labour entries. */
  sheets: { item: SeedItem; materials: QuotationMaterialRecord[]; labour: LabourWorkRecord[] }[];
  bills: { record: BillRecord; project: SeedProject; at: number }[];
  /** Where sites are, for the surplus stores. */
  sites: string[];
}

/** The projects' part, after the demo's projects (which are in the database already). */
export async function seedYearsProjects(calendar: Calendar, staff: readonly Staff[], workers: readonly Worker[], suppliers: SupplierBook): Promise<YearsWork> {
  const projects = await createProjects(calendar, staff);
  const items = await createItems(calendar, projects);
  const sheets = await createSheets(calendar, items, workers, suppliers);
  const bills = await createBills(calendar, projects);
  const sites = [...new Set(projects.map((p) => p.site.area ?? p.site.place.town))];
  return { projects, items, sheets, bills, sites };
}

async function createProjects({ start, epoch }: Calendar, staff: readonly Staff[]): Promise<SeedProject[]> {
  const random = seededRandom(606);
  const managers = staff.filter((s) => s.user.role === 'Project Manager');
  const names = new Set(db.projects.all().map((p) => p.projectName));
  const numbers = new Map<number, number>();
  const kinds = PROJECT_KINDS.map((kind) => [kind, kind.weight] as const);
  const projects: SeedProject[] = [];
  const times = sortedTimes(random, YEARS_COUNTS.projects - db.projects.count(), start + 7 * DAY_MS, epoch - 15 * DAY_MS);
  for (const when of times) {
    const created = officeTime(random, when);
    const kind = random.weighted(kinds);
    const place = random.chance(0.5) ? SITE_PLACES[0] : random.pick(SITE_PLACES);
    const area = place.town === 'Bengaluru' ? random.pick(BENGALURU_AREAS).area : undefined;
    const site = { place, area, locality: area ? `${area}, Bengaluru` : place.town };
    const fields = kind.make(random, site);
    let projectName = fields.projectName;
    for (let phase = 2; names.has(projectName); phase++) projectName = `${fields.projectName} – Phase ${phase}`;
    names.add(projectName);

    const startDay = Math.floor((created + random.int(7, 60) * DAY_MS) / DAY_MS) * DAY_MS;
    const endDay = startDay + random.int(kind.days[0], kind.days[1]) * DAY_MS;
    const status =
      startDay > epoch
        ? random.weighted([['Planning', 3], ['Pending', 2]] as const)
        : endDay < epoch
          ? random.weighted([['Completed', 23], ['On Progress', 2]] as const)
          : random.weighted([['On Progress', 22], ['Pending', 3]] as const);
    const year = new Date(created).getUTCFullYear();
    const number = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, number);
    const manager = random.pick(managers.slice(0, Math.max(2, countAt(managers, created)))).user.name;

    const record = await db.projects.create({
      _id: newId(created),
      projectNumber: `${year}/${PROJECT_NUMBER_CODE}/${String(number).padStart(3, '0')}`,
      projectName,
      startDate: isoDay(startDay),
      endDate: isoDay(endDay),
      client: fields.client,
      budget: Math.round(random.between(kind.budget[0], kind.budget[1]) / 10_000) * 10_000,
      projectManager: manager,
      priority: random.weighted([['Medium', 45], ['High', 25], ['Low', 20], ['Urgent', 10]] as const),
      status,
      description: fields.description,
      createdAt: new Date(created).toISOString(),
    });
    projects.push({ record, kind, site, created, start: startDay, end: endDay });
  }
  // The next project of each year is numbered after these.
  for (const [year, value] of numbers) await db.counters.create({ _id: `project-number-${year}`, value });
  return projects;
}

async function createItems({ epoch }: Calendar, projects: readonly SeedProject[]): Promise<SeedItem[]> {
  const random = seededRandom(707);
  const counts = apportion(
    YEARS_COUNTS.quotationItems - db.quotationItems.count(),
    projects.map((p) => Math.sqrt(p.record.budget) * random.between(0.6, 1.4)),
    3,
  );
  const items: SeedItem[] = [];
  for (const [p, project] of projects.entries()) {
    // Items are priced from the day the project is made until well into the work.
    const until = Math.max(project.created + 2 * DAY_MS, Math.min(project.start + 0.6 * (project.end - project.start), epoch - 2 * DAY_MS));
    const times = sortedTimes(random, counts[p], project.created + HOUR_MS, until);
    const offset = random.int(0, QUOTATION_ITEMS.length - 1);
    const step = random.pick([1, 3, 5, 7, 9, 11]);
    for (const [n, when] of times.entries()) {
      const at = officeTime(random, when);
      const stage = n >= QUOTATION_ITEMS.length ? ` – stage ${Math.floor(n / QUOTATION_ITEMS.length) + 1}` : '';
      const lumpSum = random.chance(0.08);
      const record = await db.quotationItems.create({
        _id: newId(at),
        projectId: project.record._id,
        itemNo: String(n + 1),
        description: QUOTATION_ITEMS[(offset + n * step) % QUOTATION_ITEMS.length] + stage,
        date: isoDay(at),
        // An item priced by a lump sum keeps its amount; the others' amounts come from their sheets.
        totalAmount: lumpSum ? Math.round(random.between(25_000, 15 * LAKH) / 500) * 500 : 0,
        quantity: null,
        unit: null,
        rate: null,
        createdAt: new Date(at).toISOString(),
      });
      items.push({ record, project, at });
    }
  }
  return items;
}

/** A day's wage for `hours` at `time`: about ₹1,000 a day for skilled work and ₹700 for unskilled at the epoch. */
function wageOf(skilled: boolean, hours: number, time: number, epoch: number): number {
  return Math.round(priceAt(skilled ? 1_000 : 700, time, epoch) * (hours / 8) / 10) * 10;
}

async function createSheets({ epoch }: Calendar, items: readonly SeedItem[], workers: readonly Worker[], suppliers: SupplierBook): Promise<YearsWork['sheets']> {
  const random = seededRandom(808);
  const priced = items.filter((item) => item.record.totalAmount === 0);
  const weights = priced.map(() => random.between(0.3, 1.7));
  const materialCounts = apportion(YEARS_COUNTS.quotationMaterials - db.quotationMaterials.count(), weights, 1);
  const labourCounts = apportion(YEARS_COUNTS.labourWork - db.labourWork.count(), weights.map((w) => 2 - w), 1);
  const last = epoch - HOUR_MS;
  const crews = new Map<SeedProject, readonly Worker[]>();
  const crewOf = (project: SeedProject) => {
    let crew = crews.get(project);
    if (!crew) {
      // Workers already on the register when the project was made: mostly those who joined lately.
      const known = Math.max(countAt(workers, project.created), 22);
      const size = Math.min(known, random.int(12, 30));
      const from = known - size - random.int(0, Math.min(known - size, 1_500));
      crew = workers.slice(from, from + size);
      crews.set(project, crew);
    }
    return crew;
  };

  const sheets: YearsWork['sheets'] = [];
  for (const [i, item] of priced.entries()) {
    const completed = item.project.record.status === 'Completed';
    const materials: QuotationMaterialRecord[] = [];
    for (let m = 0; m < materialCounts[i]; m++) {
      const material = random.pick(SHEET_MATERIALS);
      const at = officeAfter(random, item.at, [0, 30 * DAY_MS], last);
      const done = completed || random.chance(at < epoch - 60 * DAY_MS ? 0.9 : 0.35);
      materials.push(
        await db.quotationMaterials.create({
          _id: newId(at),
          projectId: item.project.record._id,
          quotationId: item.record._id,
          name: material.name,
          qty: quantityOf(random, material),
          unit: material.unit,
          rate: priceAt(material.rate, at, epoch),
          vendor: suppliers.vendorOf(random, material, at),
          status: done ? 'completed' : 'pending',
          createdAt: new Date(at).toISOString(),
        }),
      );
    }
    const labour: LabourWorkRecord[] = [];
    const crew = crewOf(item.project);
    for (let w = 0; w < labourCounts[i]; w++) {
      const at = officeAfter(random, item.at, [HOUR_MS, 90 * DAY_MS], last);
      const hours = random.weighted([[8, 70], [4, 8], [6, 10], [10, 8], [12, 4]] as const);
      const paid = random.chance(at < epoch - 30 * DAY_MS ? 0.97 : 0.35);
      const hire = random.chance(0.06) ? random.pick(GATE_HIRES) : undefined;
      const worker = hire ? undefined : random.pick(crew);
      labour.push(
        await db.labourWork.create({
          _id: newId(at),
          quotationId: item.record._id,
          name: hire?.name ?? worker?.profile.name ?? '',
          phone: hire?.phone ?? worker?.profile.phone ?? '',
          task: hire?.task ?? worker?.trade ?? '',
          hours,
          wage: wageOf(worker?.profile.category === 'Skilled', hours, at, epoch),
          paymentStatus: paid ? 'paid' : 'unpaid',
          createdAt: new Date(at).toISOString(),
        }),
      );
    }
    const measuredAt = officeAfter(random, item.at, [DAY_MS, 10 * DAY_MS], last);
    const k = random.int(1, 24);
    await db.measurements.create({
      _id: newId(measuredAt),
      projectId: item.project.record._id,
      quotationId: item.record._id,
      date: isoDay(measuredAt),
      description: random.pick(MEASUREMENTS)(k),
      nos: random.int(1, 8),
      length: money(random.between(1.2, 6)),
      breadth: money(random.between(0.23, 3)),
      depth: money(random.between(0.1, 1.5)),
      unit: 'm³',
      createdAt: new Date(measuredAt).toISOString(),
    });
    sheets.push({ item, materials, labour });
  }
  return sheets;
}

const NOTES = ['Paid by NEFT.', 'Retention of 5 % held till the defects liability period ends.', 'Mobilisation advance adjusted.', 'As per the measurement sheets signed at the site.', ''];

/**
 * Bills to each project's client from soon after work starts until a little after it ends, numbered
 * INV-{year}-NNN in date order (after the demo's bills of the epoch's year). A bill is Pending until its
 * due date, then Paid, or Overdue (likelier for the recent ones).
 */
async function createBills({ epoch }: Calendar, projects: readonly SeedProject[]): Promise<YearsWork['bills']> {
  const random = seededRandom(909);
  // Billing starts 25 days into the work and goes on until 40 days after its end (or three days before the epoch).
  const windows = projects
    .map((project) => ({ project, from: project.start + 25 * DAY_MS, until: Math.min(project.end + 40 * DAY_MS, epoch - 3 * DAY_MS) }))
    .filter(({ from, until }) => until - from >= 2 * DAY_MS);
  const counts = apportion(
    // The demo's bills are made after these.
    YEARS_COUNTS.bills - SEED_BILLS.length,
    windows.map(({ project, from, until }) => Math.sqrt(project.record.budget) * ((until - from) / DAY_MS) * random.between(0.6, 1.4)),
    1,
  );
  const planned: { project: SeedProject; day: number; running: number; final: boolean }[] = [];
  for (const [p, { project, from, until }] of windows.entries()) {
    const days = sortedTimes(random, counts[p], from, until).map((t) => Math.floor(t / DAY_MS) * DAY_MS);
    days.forEach((day, n) => planned.push({ project, day, running: n + 1, final: n === days.length - 1 && project.record.status === 'Completed' }));
  }
  planned.sort((a, b) => a.day - b.day);

  const epochYear = new Date(epoch).getUTCFullYear();
  const sequence = new Map<number, number>([[epochYear, SEED_BILLS.length]]);
  const bills: YearsWork['bills'] = [];
  for (const { project, day, running, final } of planned) {
    const year = new Date(day).getUTCFullYear();
    const number = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, number);
    const at = officeTime(random, day);
    const works = Array.from({ length: random.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const) }, () => random.pick(BILL_WORKS));
    const items = [...new Set(works)].map(({ description, unit, rate, qty }) => ({ description, qty: random.int(qty[0], qty[1]), unit, rate: priceAt(rate, at, epoch) }));
    const taxRate = project.kind.government ? 12 : random.weighted([[18, 88], [5, 12]] as const);
    const { amounts, subtotal, taxAmount, total } = billTotals(items, taxRate);
    const due = day + BILL_DUE_DAYS * DAY_MS;
    const overdue = random.chance(epoch - due < 90 * DAY_MS ? 0.3 : 0.03);
    const record = await db.bills.create({
      _id: newId(at),
      billNumber: billNumberOf(year, number),
      client: project.record.client,
      project: project.record.projectName,
      date: toDashedDate(new Date(day)),
      dueDate: toDashedDate(new Date(due)),
      status: due >= epoch ? 'Pending' : overdue ? 'Overdue' : 'Paid',
      items: items.map((item, n) => ({ ...item, amount: amounts[n] })),
      notes: final ? 'Final bill.' : taxRate === 5 ? 'Material supply billed separately at 5 % GST.' : random.chance(0.5) ? `Running bill ${running}.` : random.pick(NOTES),
      taxRate,
      subtotal,
      taxAmount,
      total,
      createdAt: new Date(at).toISOString(),
    });
    bills.push({ record, project, at });
  }
  return bills;
}
