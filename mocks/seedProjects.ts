/**
 * Seed for projects and what hangs off them: quotation items with their materials, labour entries and
 * measurement rows, and the labour profiles the labour sheet picks names from. Deterministic.
 * `large` adds, for benchmarks, a project with 300 quotation items (one of them with 200 materials) and
 * a project with 5,000 quotation items that have no sheet rows (their amounts are the created totals).
 */
import { PROJECT_NUMBER_CODE } from '@/config/constants';
import { db, newId } from './db';
import type { SeedSize } from './seed';

const DAY_MS = 86_400_000;

export const SEED_LABOUR_PROFILES = [
  { name: 'Ramesh Naik', category: 'Skilled', phone: '9845012345', task: 'Masonry' },
  { name: 'Suresh Gowda', category: 'Unskilled', phone: '9880123456', task: 'Helper' },
  { name: 'Manjunath Hegde', category: 'Skilled', phone: '9900234567', task: 'Bar bending' },
  { name: 'Lakshmi Bai', category: 'Unskilled', phone: '9731345678', task: 'Curing and cleaning' },
  { name: 'Abdul Rahim', category: 'Skilled', phone: '9008456789', task: 'Shuttering carpentry' },
  { name: 'Venkatesh Rao', category: 'Skilled', phone: '9611567890', task: 'Plastering' },
  { name: 'Shivappa Patil', category: 'Unskilled', phone: '9449678901', task: 'Excavation' },
  { name: 'Joseph D’Souza', category: 'Skilled', phone: '9535789012', task: 'Electrical conduit' },
] as const;

/** Day labourers hired at the site gate: labour work entries whose names match no labour profile. */
export const GATE_HIRES = [
  { name: 'Mallikarjun Kamble', phone: '9741203344', task: 'Loading and unloading', hours: 6, wage: 600 },
  { name: 'Yellamma Madar', phone: '9019456712', task: 'Site cleaning', hours: 8, wage: 550 },
  { name: 'Basavaraj Talawar', phone: '', task: 'Material shifting', hours: 4, wage: 400 },
] as const;

const PROJECTS = [
  {
    projectName: 'Sai Residency – Block A',
    client: 'Sai Developers Pvt Ltd',
    budget: 45_000_000,
    projectManager: 'Priya Sharma',
    priority: 'High',
    status: 'On Progress',
    startDate: '2026-01-12',
    endDate: '2027-03-31',
    description:
      'G+4 residential block of 20 flats at Whitefield, Bengaluru: RCC framed structure, brick infill, internal plastering and waterproofing of terraces.',
  },
  {
    projectName: 'Green Valley Villas',
    client: 'Green Valley Estates LLP',
    budget: 28_500_000,
    projectManager: 'Rahul Verma',
    priority: 'Medium',
    status: 'Planning',
    startDate: '2026-03-01',
    endDate: '2027-06-30',
    description: 'Six independent villas with compound wall and internal roads at Mysuru.',
  },
  {
    projectName: 'Municipal School Renovation, Hubballi',
    client: 'Hubballi-Dharwad Municipal Corporation',
    budget: 8_500_000,
    projectManager: 'Priya Sharma',
    priority: 'Urgent',
    status: 'Pending',
    startDate: '2026-02-15',
    endDate: '2026-06-15',
    description: 'Repairs to roof slab, new toilets block and repainting before the academic year.',
  },
  {
    projectName: 'Krishna Textiles Warehouse',
    client: 'Krishna Textiles',
    budget: 15_200_000,
    projectManager: 'Rahul Verma',
    priority: 'Low',
    status: 'Completed',
    startDate: '2025-06-01',
    endDate: '2025-12-20',
    description: 'Pre-engineered steel warehouse on RCC pedestals with a trimix floor.',
  },
] as const;

const ITEMS = [
  'Excavation for foundation up to 1.5 m depth in ordinary soil, including disposal within 50 m lead',
  'PCC 1:4:8 bed for footings with 40 mm graded aggregate',
  'RCC M25 for footings and columns including centering, shuttering and curing',
  'Brickwork in CM 1:6 with first-class bricks for superstructure',
  'Internal plastering 12 mm thick in CM 1:4 with neat finish',
];

const MATERIALS = [
  { name: 'Cement OPC 53 grade', unit: 'bags', rate: 420, vendor: 'Shree Traders' },
  { name: 'TMT steel Fe500D', unit: 'ton', rate: 62_000, vendor: 'Karnataka Steel Corporation' },
  { name: 'River sand', unit: 'ton', rate: 1_850, vendor: 'Cauvery Sand Suppliers' },
  { name: '20 mm aggregate', unit: 'ton', rate: 1_450, vendor: 'Shree Traders' },
  { name: 'Waterproofing compound', unit: 'litre', rate: 185.5, vendor: 'Asian Build Chem' },
];

export async function seedProjects(size: SeedSize, epoch: number): Promise<void> {
  let clock = epoch;
  const tick = () => (clock += 60_000);

  for (const [i, person] of SEED_LABOUR_PROFILES.entries()) {
    await db.labourProfiles.create({
      _id: newId(tick()),
      name: person.name,
      category: person.category,
      phone: person.phone,
      email: i % 3 === 0 ? `${person.name.split(' ')[0].toLowerCase()}@example.in` : '',
      address: `${12 + i}, ${['Shivajinagar', 'Jayanagar', 'Yelahanka', 'Hebbal'][i % 4]}, Bengaluru`,
      ifscCode: ['SBIN0040123', 'CNRB0001234', 'HDFC0000567', 'KKBK0008001'][i % 4],
      branchName: ['MG Road', 'Jayanagar 4th Block', 'Yelahanka New Town', 'Hebbal'][i % 4],
      accountNumber: String(30_112_345_670 + i * 7919),
      idProof: null,
      createdAt: new Date(clock).toISOString(),
    });
  }

  if (size === 'salary-bench') {
    await seedSalaryBench(epoch);
    return;
  }

  const projects = [...PROJECTS.map((p) => ({ ...p }))];
  const LARGE = PROJECTS.length;
  const HUGE = PROJECTS.length + 1;
  if (size === 'large') {
    projects.push({ ...PROJECTS[0], projectName: 'Tech Park Phase II (large)', client: 'Orion Infra', status: 'On Progress' } as never);
    projects.push({ ...PROJECTS[0], projectName: 'Metro Depot Works (5,000 items)', client: 'Orion Infra', status: 'On Progress' } as never);
  }

  for (const [p, fields] of projects.entries()) {
    const createdAt = epoch + p * DAY_MS;
    const year = new Date(createdAt).getUTCFullYear();
    const project = await db.projects.create({
      ...fields,
      _id: newId(createdAt),
      projectNumber: `${year}/${PROJECT_NUMBER_CODE}/${String(p + 1).padStart(3, '0')}`,
      createdAt: new Date(createdAt).toISOString(),
    });
    await bumpCounter(year);

    const large = p === LARGE;
    const huge = p === HUGE;
    const itemCount = huge ? 5_000 : large ? 300 : p === 3 ? 2 : ITEMS.length - (p % 2);
    for (let n = 0; n < itemCount; n++) {
      const itemAt = tick();
      const item = await db.quotationItems.create({
        _id: newId(itemAt),
        projectId: project._id,
        itemNo: String(n + 1),
        description: ITEMS[n % ITEMS.length] + (large || huge ? ` (section ${Math.floor(n / ITEMS.length) + 1})` : ''),
        date: new Date(createdAt + (n + 1) * DAY_MS).toISOString().slice(0, 10),
        totalAmount: huge ? 1_000 * ((n % 50) + 1) : n === ITEMS.length - 1 ? 125_000 : 0,
        quantity: null,
        unit: null,
        rate: null,
        createdAt: new Date(itemAt).toISOString(),
      });
      // The last item of each project keeps its created amount (no sheet rows), as items from the add page do.
      if ((n === ITEMS.length - 1 && !large) || huge) continue;
      const materialCount = large && n === 0 ? 200 : 2 + (n % 2);
      for (let m = 0; m < materialCount; m++) {
        const material = MATERIALS[(n + m) % MATERIALS.length];
        await db.quotationMaterials.create({
          _id: newId(tick()),
          projectId: project._id,
          quotationId: item._id,
          name: material.name,
          qty: [120, 2.5, 18, 24, 40][(n + m) % 5],
          unit: material.unit,
          rate: material.rate,
          vendor: material.vendor,
          status: (n + m) % 3 === 0 ? 'completed' : 'pending',
          createdAt: new Date(clock).toISOString(),
        });
      }
      if (large && n > 0) continue;
      for (let w = 0; w < 2; w++) {
        const person = SEED_LABOUR_PROFILES[(n * 2 + w) % SEED_LABOUR_PROFILES.length];
        await db.labourWork.create({
          _id: newId(tick()),
          quotationId: item._id,
          name: person.name,
          phone: person.phone,
          task: person.task,
          hours: 8,
          wage: person.category === 'Skilled' ? 950 : 650,
          // Some wages are already paid: the first entry of the completed project, the second of each first item.
          paymentStatus: (w === 0 && p === 3) || (w === 1 && n === 0) ? 'paid' : 'unpaid',
          createdAt: new Date(clock).toISOString(),
        });
      }
      // Every other item (not the first project’s first) also has a day labourer hired at the gate, who has no profile in the register.
      if ((n + p) % 2 === 1 && !large) {
        const hire = GATE_HIRES[(n + p) % GATE_HIRES.length];
        await db.labourWork.create({
          _id: newId(tick()),
          quotationId: item._id,
          name: hire.name,
          phone: hire.phone,
          task: hire.task,
          hours: hire.hours,
          wage: hire.wage,
          paymentStatus: p % 2 === 1 ? 'paid' : 'unpaid',
          createdAt: new Date(clock).toISOString(),
        });
      }
      await db.measurements.create({
        _id: newId(tick()),
        projectId: project._id,
        quotationId: item._id,
        date: new Date(createdAt + (n + 2) * DAY_MS).toISOString().slice(0, 10),
        description: `Footing F${n + 1} – grid ${String.fromCharCode(65 + n)}`,
        nos: 4,
        length: 2.1,
        breadth: 2.1,
        depth: 1.5,
        unit: 'm³',
        createdAt: new Date(clock).toISOString(),
      });
    }
  }
}

/** The salary benchmark's shape: 100 projects of 10 quotation items of 5 labour work entries. */
export const SALARY_BENCH = { projects: 100, items: 10, entries: 5 } as const;

/**
 * Only projects, quotation items and labour work entries: 5,000 entries, a third of them paid, named
 * after the registered labour and the gate hires in turn.
 */
async function seedSalaryBench(epoch: number): Promise<void> {
  const people = [...SEED_LABOUR_PROFILES.map((p) => ({ ...p, hours: 8, wage: p.category === 'Skilled' ? 950 : 650 })), ...GATE_HIRES];
  let clock = epoch;
  for (let p = 0; p < SALARY_BENCH.projects; p++) {
    const createdAt = epoch + p * 3_600_000;
    const year = new Date(createdAt).getUTCFullYear();
    const template = PROJECTS[p % PROJECTS.length];
    const project = await db.projects.create({
      ...template,
      projectName: `${template.projectName} (site ${p + 1})`,
      _id: newId(createdAt),
      projectNumber: `${year}/${PROJECT_NUMBER_CODE}/${String(p + 1).padStart(3, '0')}`,
      createdAt: new Date(createdAt).toISOString(),
    });
    await bumpCounter(year);
    for (let n = 0; n < SALARY_BENCH.items; n++) {
      clock += 60_000;
      const item = await db.quotationItems.create({
        _id: newId(clock),
        projectId: project._id,
        itemNo: String(n + 1),
        description: ITEMS[n % ITEMS.length],
        date: new Date(createdAt + (n + 1) * DAY_MS).toISOString().slice(0, 10),
        totalAmount: 0,
        quantity: null,
        unit: null,
        rate: null,
        createdAt: new Date(clock).toISOString(),
      });
      for (let w = 0; w < SALARY_BENCH.entries; w++) {
        const person = people[(p + n + w) % people.length];
        clock += 1_000;
        await db.labourWork.create({
          _id: newId(clock),
          quotationId: item._id,
          name: person.name,
          phone: person.phone,
          task: person.task,
          hours: person.hours,
          wage: person.wage,
          paymentStatus: (p + n + w) % 3 === 0 ? 'paid' : 'unpaid',
          createdAt: new Date(clock).toISOString(),
        });
      }
    }
  }
}

async function bumpCounter(year: number): Promise<void> {
  const key = `project-number-${year}`;
  const counter = db.counters.findFirst((q) => q.where({ _id: key }));
  if (counter) await db.counters.update((q) => q.where({ _id: key }), { data: (c) => void (c.value += 1) });
  else await db.counters.create({ _id: key, value: 1 });
}
