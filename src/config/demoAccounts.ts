/**
 * The demo accounts the login page lists. The mock API seeds exactly these; against the provider they
 * exist only if the provider has them.
 */
export const DEMO_ACCOUNTS = {
  admin: { label: 'Admin', name: 'Arjun Mehta', email: 'admin@sgkconstructions.in', password: 'Admin@123', role: 'Admin' },
  projectManager: {
    label: 'Project Manager',
    name: 'Priya Sharma',
    email: 'pm@sgkconstructions.in',
    password: 'Project@123',
    role: 'Project Manager',
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
