/**
 * The `years` seed's people: the demo's five roles and 35 more that the office added as it grew, the demo
 * accounts and staff and 993 more employees who joined over the five years (some of whom have left), and
 * the labour register of 10,000 workers from all over India, the demo's 22 first.
 */
import type { RoleFlag, RoleFlags } from '@/lib/permissions';
import { db, newId, type LabourProfileRecord, type UserRecord } from './db';
import { createRolesAndPeople, SEED_ROLES, seedPeople, STAFF_PASSWORD, type SeedPerson, type SeedRole } from './seedPeople';
import { SEED_LABOUR_PROFILES } from './seedProjects';
import { BANKS, BENGALURU_AREAS, namePair, REGIONS } from './seedPools';
import { seededRandom, sortedTimes } from './seedRandom';
import { DAY_MS, digits, HOUR_MS, officeTime, ordinal, slug, YEARS_COUNTS, type Calendar, type PhoneNumbers } from './seedYearsShared';

const flags = (...names: RoleFlag[]): RoleFlags => Object.fromEntries([...names, 'dashboard'].map((name) => [name, true]));

/** The roles added over the years, and how many of the staff hold each, relative to the others. */
const MORE_ROLES: readonly (SeedRole & { staff: number })[] = [
  { name: 'Site Engineer', description: 'Runs a site day to day and keeps its quotation sheets', permissions: flags('projectManagement', 'materialManagement'), staff: 90 },
  { name: 'Senior Site Engineer', description: 'Leads the site engineers of a large site', permissions: flags('projectManagement', 'materialManagement', 'hrManagement'), staff: 30 },
  { name: 'Site Supervisor', description: 'Keeps the gangs working and records their hours', permissions: flags('projectManagement', 'hrManagement'), staff: 110 },
  { name: 'Quantity Surveyor', description: 'Measures work done and prices quotation items', permissions: flags('projectManagement'), staff: 30 },
  { name: 'Billing Engineer', description: 'Prepares running bills from the measurement sheets', permissions: flags('projectManagement', 'accountsManagement'), staff: 25 },
  { name: 'Planning Engineer', description: 'Schedules the work of every project', permissions: flags('projectManagement'), staff: 15 },
  { name: 'Project Engineer', description: 'Assists the project manager on one project', permissions: flags('projectManagement', 'materialManagement'), staff: 35 },
  { name: 'Project Coordinator', description: 'Keeps the projects, their clients and the office in step', permissions: flags('projectManagement'), staff: 12 },
  { name: 'Design Coordinator', description: 'Tracks drawings and revisions with the architects', permissions: flags('projectManagement'), staff: 8 },
  { name: 'MEP Coordinator', description: 'Coordinates electrical, plumbing and fire-fighting works', permissions: flags('projectManagement', 'materialManagement'), staff: 10 },
  { name: 'Store Keeper', description: 'Receives and issues materials at a site store', permissions: flags('materialManagement'), staff: 60 },
  { name: 'Store In-charge', description: 'Runs the Peenya godown and the surplus stock', permissions: flags('materialManagement', 'vendorManagement'), staff: 12 },
  { name: 'Purchase Officer', description: 'Buys materials and compares vendor quotes', permissions: flags('materialManagement', 'vendorManagement'), staff: 25 },
  { name: 'Purchase Manager', description: 'Approves purchases and vendor terms', permissions: flags('materialManagement', 'vendorManagement', 'accountsManagement'), staff: 6 },
  { name: 'Logistics Coordinator', description: 'Plans deliveries of materials to the sites', permissions: flags('materialManagement'), staff: 10 },
  { name: 'Safety Officer', description: 'Inspects the sites and trains the workers in safety', permissions: flags('hrManagement'), staff: 15 },
  { name: 'Labour Officer', description: 'Registers workers and their documents', permissions: flags('hrManagement'), staff: 15 },
  { name: 'HR Executive', description: 'Keeps the labour register and the staff records', permissions: flags('hrManagement'), staff: 18 },
  { name: 'Payroll Officer', description: 'Pays the weekly wages', permissions: flags('hrManagement', 'accountsManagement'), staff: 10 },
  { name: 'Time Keeper', description: 'Records the hours worked on each site', permissions: flags('hrManagement'), staff: 30 },
  { name: 'Junior Accountant', description: 'Enters bills and vendor payments', permissions: flags('accountsManagement'), staff: 20 },
  { name: 'Accounts Executive', description: 'Bills clients and reconciles vendor accounts', permissions: flags('accountsManagement', 'vendorManagement'), staff: 18 },
  { name: 'Accounts Manager', description: 'Runs the accounts department', permissions: flags('accountsManagement', 'vendorManagement', 'materialManagement'), staff: 5 },
  { name: 'Cashier', description: 'Handles the site cash and petty expenses', permissions: flags('accountsManagement'), staff: 10 },
  { name: 'Internal Auditor', description: 'Checks bills, purchases and wages', permissions: flags('accountsManagement', 'materialManagement', 'hrManagement'), staff: 4 },
  { name: 'Office Administrator', description: 'Manages staff accounts and the office', permissions: flags('userManagement'), staff: 6 },
  { name: 'IT Administrator', description: 'Manages staff accounts, roles and the systems', permissions: flags('userManagement', 'roleManagement'), staff: 3 },
  { name: 'Front Office Executive', description: 'Receives visitors, calls and couriers', permissions: flags(), staff: 8 },
  { name: 'Client Relations Executive', description: 'Keeps clients informed of their projects', permissions: flags('projectManagement'), staff: 8 },
  { name: 'General Manager – Projects', description: 'Oversees every project and its managers', permissions: flags('projectManagement', 'materialManagement', 'hrManagement', 'vendorManagement'), staff: 3 },
  { name: 'Director – Operations', description: 'Runs the business with the Admin', permissions: flags('projectManagement', 'hrManagement', 'materialManagement', 'accountsManagement', 'vendorManagement'), staff: 2 },
  { name: 'Regional Manager – Mysuru', description: 'Runs the sites around Mysuru', permissions: flags('projectManagement', 'hrManagement', 'materialManagement'), staff: 3 },
  { name: 'Regional Manager – Hubballi', description: 'Runs the sites of north Karnataka', permissions: flags('projectManagement', 'hrManagement', 'materialManagement'), staff: 3 },
  { name: 'Regional Manager – Mangaluru', description: 'Runs the sites of the coast', permissions: flags('projectManagement', 'hrManagement', 'materialManagement'), staff: 3 },
  { name: 'Regional Manager – Kalaburagi', description: 'Runs the sites around Kalaburagi', permissions: flags('projectManagement', 'hrManagement', 'materialManagement'), staff: 2 },
];

/** How many of the generated staff hold each of the demo's roles (no one more is made Admin). */
const DEMO_ROLE_STAFF: Readonly<Record<string, number>> = { 'Project Manager': 40, 'HR Manager': 8, Accountant: 20, 'Material Manager': 15 };

/** A member of staff, as the rest of the seed needs them. */
export interface Staff {
  user: UserRecord;
  flags: RoleFlags;
  /** When their account was made. */
  since: number;
}

/**
 * The roles and the staff: the demo's roles and people first (within the first days), then the others,
 * oldest first; each person holds a role made before they joined. Resolves to every member of staff.
 */
export async function seedYearsStaff({ start, epoch }: Calendar): Promise<Staff[]> {
  const random = seededRandom(101);
  const roles = [...SEED_ROLES, ...MORE_ROLES.map(({ name, description, permissions }) => ({ name, description, permissions }))];
  const demoPeople = seedPeople();
  const roleTimes = [...SEED_ROLES.map((_, n) => start + (n + 1) * 8 * HOUR_MS), ...sortedTimes(random, MORE_ROLES.length, start + 30 * DAY_MS, epoch - 90 * DAY_MS)];
  const generatedCount = YEARS_COUNTS.users - demoPeople.length;
  const peopleTimes = [
    ...demoPeople.map((_, n) => start + (SEED_ROLES.length + n + 1) * 8 * HOUR_MS),
    ...sortedTimes(random, generatedCount, start + 5 * DAY_MS, epoch - 2 * DAY_MS).map((t) => officeTime(random, t)),
  ];

  const emails = new Set(demoPeople.map((p) => p.email));
  const generated: SeedPerson[] = [];
  for (let i = 0; i < generatedCount; i++) {
    const joined = peopleTimes[demoPeople.length + i];
    const open = [
      ...Object.entries(DEMO_ROLE_STAFF),
      ...MORE_ROLES.filter((_, r) => roleTimes[SEED_ROLES.length + r] <= joined).map((role) => [role.name, role.staff] as const),
    ];
    const [first, last] = namePair(random);
    const base = `${slug(first)}.${slug(last)}`;
    let email = `${base}@sgkconstructions.in`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@sgkconstructions.in`;
    emails.add(email);
    // The longer ago someone joined, the likelier they have left.
    const leftChance = 0.03 + 0.2 * ((epoch - joined) / (epoch - start));
    generated.push({ name: `${first} ${last}`, email, password: STAFF_PASSWORD, role: random.weighted(open), status: random.chance(leftChance) ? 'Inactive' : 'Active' });
  }

  await createRolesAndPeople(roles, [...demoPeople, ...generated], (n) => (n < roles.length ? roleTimes[n] : peopleTimes[n - roles.length]));
  const flagsOf = new Map(roles.map((role) => [role.name, role.permissions]));
  return db.users.all().map((user) => ({ user, flags: flagsOf.get(user.role) ?? {}, since: Date.parse(user.createdAt) }));
}

/** Trades of skilled and unskilled workers, as the labour sheets name the task. */
export const SKILLED_TRADES = ['Masonry', 'Bar bending', 'Shuttering carpentry', 'Plastering', 'Electrical conduit', 'Tiling', 'Painting', 'Plumbing', 'Welding', 'Waterproofing'] as const;
export const UNSKILLED_TRADES = ['Helper', 'Curing and cleaning', 'Excavation', 'Concreting', 'Material shifting', 'Loading and unloading', 'Scaffolding'] as const;

/** A worker of the register, with the trade they are hired for. */
export interface Worker {
  profile: LabourProfileRecord;
  trade: string;
  since: number;
  /** One of the demo's register. */
  demo: boolean;
}

const STREETS = ['Main Road', 'Temple Street', 'Station Road', 'Market Road', 'School Road', 'Ambedkar Nagar', 'Gandhi Nagar', 'Nehru Colony', 'Bus Stand Road', 'Church Street'];

/** The generated part of the register after the demo's 22 workers (which are in the database already). */
export async function seedYearsLabourProfiles({ start, epoch }: Calendar, phones: PhoneNumbers): Promise<Worker[]> {
  const random = seededRandom(202);
  const register = db.labourProfiles.all().map((profile, i): Worker => {
    const known = SEED_LABOUR_PROFILES.find((p) => p.name === profile.name);
    const trades = profile.category === 'Skilled' ? SKILLED_TRADES : UNSKILLED_TRADES;
    return { profile, trade: known?.task ?? trades[i % trades.length], since: Date.parse(profile.createdAt), demo: true };
  });
  const regionWeights = REGIONS.map((region) => [region, region.weight] as const);
  const times = sortedTimes(random, YEARS_COUNTS.labourProfiles - register.length, start + DAY_MS, epoch - 3 * DAY_MS);
  const workers = [...register];
  for (const [i, when] of times.entries()) {
    const region = random.weighted(regionWeights);
    const place = random.pick(region.places);
    const first = random.pick(region.firstNames);
    const last = random.pick(region.surnames);
    const skilled = random.chance(0.55);
    const bank = random.pick(BANKS);
    const area = place.town === 'Bengaluru' ? random.pick(BENGALURU_AREAS) : undefined;
    const address = area
      ? `${random.int(1, 240)}, ${ordinal(random.int(1, 12))} Cross, ${area.area}, Bengaluru ${area.pin}`
      : `H.No. ${random.int(1, 400)}, ${random.pick(STREETS)}, ${place.town}${place.district === place.town ? '' : `, ${place.district}`}, ${place.state} ${place.pin}`;
    const at = officeTime(random, when);
    const profile = await db.labourProfiles.create({
      _id: newId(at),
      name: `${first} ${last}`,
      category: skilled ? 'Skilled' : 'Unskilled',
      phone: phones.next(),
      // About one in four gave an e-mail address; the number keeps each one their own.
      email: random.chance(0.25) ? `${slug(first)}.${slug(last)}${1000 + i}@gmail.com` : '',
      address,
      ifscCode: `${bank.ifsc}0${digits(random, 6)}`,
      branchName: area?.area ?? place.town,
      accountNumber: digits(random, bank.digits),
      idProof: null,
      createdAt: new Date(at).toISOString(),
    });
    workers.push({ profile, trade: random.pick(skilled ? SKILLED_TRADES : UNSKILLED_TRADES), since: at, demo: false });
  }
  return workers;
}
