/**
 * Seed for projects and what hangs off them: quotation items with their materials, labour entries and
 * measurement rows, and the labour profiles the labour sheet picks names from. Deterministic.
 * `large` adds, for benchmarks, a project with 300 quotation items (one of them with 200 materials) and
 * a project with 5,000 quotation items that have no sheet rows (their amounts are the created totals).
 */
import { PROJECT_NUMBER_CODE } from '@/config/constants';
import { db, newId } from './db';
import { LABOUR_UPLOAD_FOLDER } from './handlers/labourProfiles';
import { idCardSvg } from './seedIdCards';
import { bytesToBase64, storeUpload } from './uploads';
import type { SeedSize } from './seedSize';

const DAY_MS = 86_400_000;

/** Workers the labour sheets' seed entries name (with the task they do); each has a labour profile too. */
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

/**
 * The rest of the labour register: workers from several states, with their home address and bank
 * details (real bank IFSC prefixes). The first eight live around Bengaluru, where the sites are.
 */
const REGISTER_DETAILS: readonly { address: string; ifscCode: string; branchName: string; accountNumber: string; email?: string }[] = [
  { address: '12, 3rd Cross, Shivajinagar, Bengaluru 560051', ifscCode: 'SBIN0040123', branchName: 'MG Road, Bengaluru', accountNumber: '30112345670', email: 'ramesh.naik@gmail.com' },
  { address: '45, Gandhi Nagar, Yelahanka, Bengaluru 560064', ifscCode: 'CNRB0001234', branchName: 'Yelahanka New Town', accountNumber: '1234101045678' },
  { address: '7/2, Temple Street, Jayanagar 4th Block, Bengaluru 560011', ifscCode: 'HDFC0000567', branchName: 'Jayanagar 4th Block', accountNumber: '50100234567891', email: 'manju.hegde@yahoo.co.in' },
  { address: '88, Ambedkar Colony, Hebbal, Bengaluru 560024', ifscCode: 'KKBK0008001', branchName: 'Hebbal', accountNumber: '4512789630' },
  { address: '23, Tannery Road, Frazer Town, Bengaluru 560005', ifscCode: 'UBIN0531766', branchName: 'Frazer Town', accountNumber: '531702010004512', email: 'abdulrahim.carpenter@gmail.com' },
  { address: '101, 2nd Main, Banashankari 2nd Stage, Bengaluru 560070', ifscCode: 'BARB0BANASH', branchName: 'Banashankari', accountNumber: '29840100007865' },
  { address: 'H.No. 5, Near Bus Stand, Anekal, Bengaluru Rural 562106', ifscCode: 'SBIN0007050', branchName: 'Anekal', accountNumber: '38765412390' },
  { address: '14, St. Mark’s Road, Richmond Town, Bengaluru 560025', ifscCode: 'ICIC0000094', branchName: 'Richmond Road', accountNumber: '009401523687', email: 'joseph.dsouza@outlook.com' },
];

const MORE_LABOUR_PROFILES = [
  { name: 'Gurpreet Singh', category: 'Skilled', phone: '9814523670', address: 'Village Kheri, Tehsil Rajpura, Patiala, Punjab 140401', ifscCode: 'PUNB0112600', branchName: 'Rajpura', accountNumber: '1126000100456789', email: 'gurpreet.singh1987@gmail.com' },
  { name: 'Anil Kumar Yadav', category: 'Unskilled', phone: '9450178236', address: 'Mohalla Purani Bazar, Jaunpur, Uttar Pradesh 222001', ifscCode: 'SBIN0000093', branchName: 'Jaunpur', accountNumber: '20187654321' },
  { name: 'Selvam Murugan', category: 'Skilled', phone: '9443012786', address: '3/45, Kamarajar Street, Tiruvannamalai, Tamil Nadu 606601', ifscCode: 'IOBA0000456', branchName: 'Tiruvannamalai', accountNumber: '045601000023789' },
  { name: 'Venkata Satya Narayana Murthy Pothula', category: 'Skilled', phone: '9848022338', address: 'D.No. 8-12-4, Main Road, Bhimavaram, West Godavari, Andhra Pradesh 534201', ifscCode: 'ANDB0000123', branchName: 'Bhimavaram', accountNumber: '012310100045672', email: 'vsn.murthy.pothula@gmail.com' },
  { name: 'Sunil Tudu', category: 'Unskilled', phone: '7764012398', address: 'Village Kathikund, Dumka, Jharkhand 814103', ifscCode: 'BKID0004567', branchName: 'Dumka', accountNumber: '456710110008912' },
  { name: 'Kannan Pillai', category: 'Skilled', phone: '9447123450', address: 'Thekkethil House, Kayamkulam, Alappuzha, Kerala 690502', ifscCode: 'FDRL0001234', branchName: 'Kayamkulam', accountNumber: '12340100067890', email: 'kannan.pillai@rediffmail.com' },
  { name: 'Ganga Devi', category: 'Unskilled', phone: '9414076235', address: 'Ward 7, Near Hanuman Temple, Chaksu, Jaipur, Rajasthan 303901', ifscCode: 'BARB0CHAKSU', branchName: 'Chaksu', accountNumber: '37860100009876' },
  { name: 'Tapan Kumar Mondal', category: 'Skilled', phone: '9732045618', address: 'Uttarpara, Nadia, West Bengal 741235', ifscCode: 'UCBA0001678', branchName: 'Ranaghat', accountNumber: '16780110034567' },
  { name: 'Bapurao Kamble', category: 'Unskilled', phone: '9822310457', address: 'Bhim Nagar, Latur, Maharashtra 413512', ifscCode: 'MAHB0000345', branchName: 'Latur', accountNumber: '60234567812' },
  { name: 'Imran Ali Ansari', category: 'Skilled', phone: '9839201746', address: '56, Nai Basti, Mau, Uttar Pradesh 275101', ifscCode: 'HDFC0002345', branchName: 'Mau', accountNumber: '50100876543210', email: 'imran.ansari.welder@gmail.com' },
  { name: 'Yellappa Badiger', category: 'Skilled', phone: '9972318840', address: 'Badiger Oni, Gadag, Karnataka 582101', ifscCode: 'KKBK0008312', branchName: 'Gadag', accountNumber: '8312456790' },
  { name: 'Pooja Kumari', category: 'Unskilled', phone: '7488123904', address: 'Ward 12, Bakhtiyarpur, Patna, Bihar 803212', ifscCode: 'CNRB0004521', branchName: 'Bakhtiyarpur', accountNumber: '4521101003456' },
  { name: 'Bhagwan Das Meena', category: 'Unskilled', phone: '9928107653', address: 'Village Bassi, Dausa, Rajasthan 303303', ifscCode: 'SBIN0031244', branchName: 'Dausa', accountNumber: '32145678901' },
  { name: 'Biju Varghese', category: 'Skilled', phone: '9496023781', address: 'Puthenpurayil, Thiruvalla, Pathanamthitta, Kerala 689101', ifscCode: 'ICIC0001456', branchName: 'Thiruvalla', accountNumber: '145601504321' },
] as const;

/** Day labourers hired at the site gate: labour work entries whose names match no labour profile. */
export const GATE_HIRES = [
  { name: 'Mallikarjun Kamble', phone: '9741203344', task: 'Loading and unloading', hours: 6, wage: 600 },
  { name: 'Yellamma Madar', phone: '9019456712', task: 'Site cleaning', hours: 8, wage: 550 },
  { name: 'Basavaraj Talawar', phone: '', task: 'Material shifting', hours: 4, wage: 400 },
] as const;

/** The demo's four projects, one in each state of work. */
export const SEED_PROJECTS = [
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

/** Quotation item descriptions, as a contractor's bill of quantities words them. */
export const SEED_QUOTATION_ITEMS = [
  'Excavation for foundation up to 1.5 m depth in ordinary soil, including disposal within 50 m lead',
  'PCC 1:4:8 bed for footings with 40 mm graded aggregate',
  'RCC M25 for footings and columns including centering, shuttering and curing',
  'Brickwork in CM 1:6 with first-class bricks for superstructure',
  'Internal plastering 12 mm thick in CM 1:4 with neat finish',
];

/** Materials on the quotation items' sheets, with their usual unit, rate and supplier (a seeded vendor). */
export const SEED_MATERIALS = [
  { name: 'Cement OPC 53 grade', unit: 'bags', rate: 420, vendor: 'Shree Traders' },
  { name: 'TMT steel Fe500D', unit: 'ton', rate: 62_000, vendor: 'Karnataka Steel Corporation' },
  { name: 'River sand', unit: 'ton', rate: 1_850, vendor: 'Cauvery Sand Suppliers' },
  { name: '20 mm aggregate', unit: 'ton', rate: 1_450, vendor: 'Shree Traders' },
  { name: 'Waterproofing compound', unit: 'litre', rate: 185.5, vendor: 'Asian Build Chem' },
];

/**
 * Material line statuses: every line of the completed warehouse is completed, none of Green Valley's
 * (still planning) is, and the other projects are part way.
 */
function lineStatus(project: number, item: number, line: number): 'pending' | 'completed' {
  if (project === 3) return 'completed';
  if (project === 1) return 'pending';
  return (item + line) % 3 === 0 ? 'completed' : 'pending';
}

/**
 * The labour register: the sheet's eight workers and fourteen more, one a minute from `epoch`, every other
 * one with an ID proof. Resolves to the time of the last.
 */
export async function seedLabourRegister(epoch: number): Promise<number> {
  let clock = epoch;
  const tick = () => (clock += 60_000);

  const register = [
    ...SEED_LABOUR_PROFILES.map(({ name, category, phone }, i) => ({ name, category, phone, ...REGISTER_DETAILS[i] })),
    ...MORE_LABOUR_PROFILES,
  ];
  for (const [i, person] of register.entries()) {
    const created = tick();
    // Every other worker has handed in an ID proof: a small SVG identity card.
    let idProof: string | null = null;
    if (i % 2 === 0) {
      idProof = `idproof-seed-${String(i + 1).padStart(2, '0')}.svg`;
      const svg = idCardSvg(person.name, i);
      await storeUpload({ _id: idProof, folder: LABOUR_UPLOAD_FOLDER, contentType: 'image/svg+xml', data: bytesToBase64(new TextEncoder().encode(svg)), createdAt: new Date(created).toISOString() });
    }
    await db.labourProfiles.create({
      _id: newId(created),
      name: person.name,
      category: person.category,
      phone: person.phone,
      email: 'email' in person && person.email ? person.email : '',
      address: person.address,
      ifscCode: person.ifscCode,
      branchName: person.branchName,
      accountNumber: person.accountNumber,
      idProof,
      createdAt: new Date(created).toISOString(),
    });
  }

  return clock;
}

export async function seedProjects(size: SeedSize, epoch: number): Promise<void> {
  const registered = await seedLabourRegister(epoch);
  if (size === 'salary-bench') {
    await seedSalaryBench(epoch);
    return;
  }
  await seedDemoProjects(size, epoch, registered);
}

/**
 * The demo's projects, a day apart from `epoch`, with their quotation items, materials, labour entries and
 * measurement rows, made a minute apart after `clockFrom`; `large` adds the two benchmark projects.
 */
export async function seedDemoProjects(size: SeedSize, epoch: number, clockFrom: number): Promise<void> {
  let clock = clockFrom;
  const tick = () => (clock += 60_000);
  const projects = [...SEED_PROJECTS.map((p) => ({ ...p }))];
  const LARGE = SEED_PROJECTS.length;
  const HUGE = SEED_PROJECTS.length + 1;
  if (size === 'large') {
    projects.push({ ...SEED_PROJECTS[0], projectName: 'Tech Park Phase II (large)', client: 'Orion Infra', status: 'On Progress' } as never);
    projects.push({ ...SEED_PROJECTS[0], projectName: 'Metro Depot Works (5,000 items)', client: 'Orion Infra', status: 'On Progress' } as never);
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
    const itemCount = huge ? 5_000 : large ? 300 : p === 3 ? 2 : SEED_QUOTATION_ITEMS.length - (p % 2);
    for (let n = 0; n < itemCount; n++) {
      const itemAt = tick();
      const item = await db.quotationItems.create({
        _id: newId(itemAt),
        projectId: project._id,
        itemNo: String(n + 1),
        description: SEED_QUOTATION_ITEMS[n % SEED_QUOTATION_ITEMS.length] + (large || huge ? ` (section ${Math.floor(n / SEED_QUOTATION_ITEMS.length) + 1})` : ''),
        date: new Date(createdAt + (n + 1) * DAY_MS).toISOString().slice(0, 10),
        totalAmount: huge ? 1_000 * ((n % 50) + 1) : n === SEED_QUOTATION_ITEMS.length - 1 ? 125_000 : 0,
        quantity: null,
        unit: null,
        rate: null,
        createdAt: new Date(itemAt).toISOString(),
      });
      // The last item of each project keeps its created amount (no sheet rows), as items from the add page do.
      if ((n === SEED_QUOTATION_ITEMS.length - 1 && !large) || huge) continue;
      const materialCount = large && n === 0 ? 200 : 2 + (n % 2);
      for (let m = 0; m < materialCount; m++) {
        const material = SEED_MATERIALS[(n + m) % SEED_MATERIALS.length];
        await db.quotationMaterials.create({
          _id: newId(tick()),
          projectId: project._id,
          quotationId: item._id,
          name: material.name,
          qty: [120, 2.5, 18, 24, 40][(n + m) % 5],
          unit: material.unit,
          rate: material.rate,
          vendor: material.vendor,
          status: lineStatus(p, n, m),
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
    const template = SEED_PROJECTS[p % SEED_PROJECTS.length];
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
        description: SEED_QUOTATION_ITEMS[n % SEED_QUOTATION_ITEMS.length],
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
