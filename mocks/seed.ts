/**
 * The deterministic seed: the five roles, the demo accounts the login page lists, and a realistic set of
 * other staff. Later resources add their own seed functions here. `size: 'large'` is for benchmarks.
 */
import type { RoleFlags } from '@/auth/permissions';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { clearDb, db, newId } from './db';

export type SeedSize = 'demo' | 'large';

export { DEMO_ACCOUNTS };

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

export const SEED_ROLES: readonly { name: string; description: string; permissions: RoleFlags }[] = [
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

const SEED_EPOCH = Date.UTC(2026, 0, 5, 9, 30);
const DAY_MS = 86_400_000;

export async function seedDb(size: SeedSize = 'demo'): Promise<void> {
  clearDb();
  let clock = SEED_EPOCH;
  const nextTime = () => {
    clock += DAY_MS / 3;
    return clock;
  };

  for (const role of SEED_ROLES) {
    const at = nextTime();
    await db.roles.create({ _id: newId(at), ...role, createdAt: new Date(at).toISOString() });
  }

  const people = [
    ...Object.values(DEMO_ACCOUNTS).map(({ name, email, password, role }) => ({ name, email, password, role, status: 'Active' as const })),
    ...SEED_STAFF.map((s) => ({ ...s, password: STAFF_PASSWORD })),
    ...(size === 'large' ? generatedStaff(200) : []),
  ];
  for (const person of people) {
    const at = nextTime();
    await db.users.create({ _id: newId(at), ...person, permissions: null, createdAt: new Date(at).toISOString() });
  }
}

function generatedStaff(count: number) {
  const first = ['Amit', 'Neha', 'Ravi', 'Pooja', 'Suresh', 'Anita', 'Manoj', 'Kavya', 'Ganesh', 'Lakshmi'];
  const last = ['Kumar', 'Reddy', 'Joshi', 'Gupta', 'Pillai', 'Das', 'Shetty', 'Menon', 'Bose', 'Yadav'];
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
