/**
 * The seed's people: the five roles, the demo accounts the login page lists, and a realistic set of other
 * staff. `generatedStaff` makes more of them for the benchmarks' seeds.
 */
import type { RoleFlags } from '@/lib/permissions';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { db, newId } from './db';

const ALL_FLAGS: RoleFlags = {
  userManagement: true,
  roleManagement: true,
  projectManagement: true,
  hrManagement: true,
  materialManagement: true,
  accountsManagement: true,
  vendorManagement: true,
  dashboard: true,
};

export interface SeedRole {
  name: string;
  description: string;
  permissions: RoleFlags;
}

export const SEED_ROLES: readonly SeedRole[] = [
  { name: 'Admin', description: 'Full access to every section', permissions: ALL_FLAGS },
  {
    name: 'Project Manager',
    description: 'Runs projects and quotations, and orders their materials',
    permissions: { dashboard: true, projectManagement: true, materialManagement: true },
  },
  {
    name: 'HR Manager',
    description: 'Keeps the labour register and pays wages',
    permissions: { dashboard: true, hrManagement: true },
  },
  {
    name: 'Accountant',
    description: 'Bills clients and settles vendor accounts',
    permissions: { dashboard: true, accountsManagement: true, vendorManagement: true },
  },
  {
    name: 'Material Manager',
    description: 'Buys materials, manages vendors and surplus stock',
    permissions: { dashboard: true, materialManagement: true, vendorManagement: true },
  },
];

/** Other staff, one account per role at least, one of them inactive. Every password is Welcome@123. */
export const SEED_STAFF: readonly { name: string; email: string; role: string; status: 'Active' | 'Inactive' }[] = [
  { name: 'Rahul Verma', email: 'rahul.verma@sgkconstructions.in', role: 'Project Manager', status: 'Active' },
  { name: 'Sunita Rao', email: 'hr@sgkconstructions.in', role: 'HR Manager', status: 'Active' },
  { name: 'Vikram Iyer', email: 'accounts@sgkconstructions.in', role: 'Accountant', status: 'Active' },
  { name: 'Kiran Patil', email: 'materials@sgkconstructions.in', role: 'Material Manager', status: 'Active' },
  { name: 'Deepak Nair', email: 'deepak.nair@sgkconstructions.in', role: 'Accountant', status: 'Inactive' },
];
export const STAFF_PASSWORD = 'Welcome@123';

export interface SeedPerson {
  name: string;
  email: string;
  password: string;
  role: string;
  status: 'Active' | 'Inactive';
}

/** The demo accounts, then the other staff: everyone the demo seed signs in as. */
export function seedPeople(): SeedPerson[] {
  return [
    ...Object.values(DEMO_ACCOUNTS).map(({ name, email, password, role }) => ({ name, email, password, role, status: 'Active' as const })),
    ...SEED_STAFF.map((s) => ({ ...s, password: STAFF_PASSWORD })),
  ];
}

/** First and last names of the generated staff. */
export const STAFF_FIRST_NAMES = ['Amit', 'Neha', 'Ravi', 'Pooja', 'Suresh', 'Anita', 'Manoj', 'Kavya', 'Ganesh', 'Lakshmi'] as const;
export const STAFF_LAST_NAMES = ['Kumar', 'Reddy', 'Joshi', 'Gupta', 'Pillai', 'Das', 'Shetty', 'Menon', 'Bose', 'Yadav'] as const;

/** `count` more staff in the four roles other than Admin, every seventh inactive. */
export function generatedStaff(count: number): SeedPerson[] {
  const first = STAFF_FIRST_NAMES;
  const last = STAFF_LAST_NAMES;
  const roles = SEED_ROLES.filter((r) => r.name !== 'Admin').map((r) => r.name);
  return Array.from({ length: count }, (_, i) => {
    const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]}`;
    return {
      name,
      email: `${name.toLowerCase().replace(' ', '.')}.${i}@sgkconstructions.in`,
      password: STAFF_PASSWORD,
      role: roles[i % roles.length],
      status: (i % 7 === 0 ? 'Inactive' : 'Active') as 'Active' | 'Inactive',
    };
  });
}

/**
 * Creates the roles, then the people, the n-th of them (roles counted first) at `timeOf(n)`. Every user
 * follows their role (no permission list of their own).
 */
export async function createRolesAndPeople(roles: readonly SeedRole[], people: readonly SeedPerson[], timeOf: (n: number) => number): Promise<void> {
  let n = 0;
  for (const role of roles) {
    const at = timeOf(n++);
    await db.roles.create({ _id: newId(at), ...role, createdAt: new Date(at).toISOString() });
  }
  for (const person of people) {
    const at = timeOf(n++);
    await db.users.create({ _id: newId(at), ...person, permissions: null, createdAt: new Date(at).toISOString() });
  }
}
