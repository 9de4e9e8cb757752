import type { Page } from '@playwright/test';
import { checkA11y, expect, sidebar, signIn, test } from './fixtures';

interface Entry {
  label: string;
  path: string;
  /** The screen's title, shown in the header. */
  title: string;
}

const DASHBOARD: Entry = { label: 'Dashboard', path: '/dashboard', title: 'Dashboard' };
const USER_MANAGEMENT: Entry = { label: 'User Management', path: '/user-management', title: 'User Management' };
const ROLE_MANAGEMENT: Entry = { label: 'Role Management', path: '/role-management', title: 'Role Management' };
const VENDOR_MANAGEMENT: Entry = { label: 'Vendor Management', path: '/vendor-management', title: 'Vendor Management' };

const GROUPS = {
  projects: {
    label: 'Project Management',
    entries: [
      { label: 'Projects', path: '/project-management', title: 'Project Management' },
      { label: 'Quotation Management', path: '/quotation-management', title: 'Quotation Management' },
      { label: 'Project Costs', path: '/project-costs', title: 'Project Costs' },
    ],
  },
  hr: {
    label: 'HR Management',
    entries: [
      { label: 'Labor Management', path: '/labor-management', title: 'Labour Register' },
      { label: 'Labor Salary', path: '/labor-salary', title: 'Labour Salary Management' },
    ],
  },
  materials: {
    label: 'Material Management',
    entries: [
      { label: 'Purchases', path: '/purchasing', title: 'Material Purchasing Management' },
      { label: 'Material Purchase', path: '/material-purchase', title: 'Material Purchase Management' },
      { label: 'Excess Quantity Management', path: '/excess-quantity', title: 'Excess Quantity Management' },
    ],
  },
  accounts: {
    label: 'Accounts Management',
    entries: [{ label: 'Client Billing', path: '/client-billing', title: 'Client Billing Management' }],
  },
} satisfies Record<string, { label: string; entries: Entry[] }>;

type Group = (typeof GROUPS)[keyof typeof GROUPS];

const groupHeader = (page: Page, group: Group) => sidebar(page).getByRole('button', { name: group.label, exact: true });

/** Opens a sidebar entry and checks that its screen shows, with the entry marked as the current page. */
async function openEntry(page: Page, entry: Entry) {
  const link = sidebar(page).getByRole('link', { name: entry.label, exact: true });
  await link.click();
  await expect(page).toHaveURL(entry.path);
  await expect(page.getByRole('banner').getByText(entry.title, { exact: true })).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await checkA11y(page);
}

/** Expands a group by its header and checks that exactly its entries appear, and that no other group stays open. */
async function expandGroup(page: Page, group: Group, allGroups: Group[]) {
  const header = groupHeader(page, group);
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const entries = sidebar(page).locator(`[id="${await header.getAttribute('aria-controls')}"]`);
  await expect(entries.getByRole('link')).toHaveText(group.entries.map((entry) => entry.label));
  for (const entry of group.entries) {
    await expect(entries.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.path);
  }
  for (const other of allGroups.filter((g) => g !== group)) {
    await expect(groupHeader(page, other)).toHaveAttribute('aria-expanded', 'false');
    for (const entry of other.entries) {
      await expect(sidebar(page).getByRole('link', { name: entry.label, exact: true })).toHaveCount(0);
    }
  }
}

test('the admin sees every sidebar entry', async ({ page }) => {
  await signIn(page, 'admin');
  const topLevel = [DASHBOARD, USER_MANAGEMENT, ROLE_MANAGEMENT, VENDOR_MANAGEMENT];
  const allGroups = [GROUPS.projects, GROUPS.hr, GROUPS.materials, GROUPS.accounts];

  // Collapsed groups show only their headers.
  await expect(sidebar(page).getByRole('link')).toHaveText(topLevel.map((e) => e.label));
  await expect(sidebar(page).getByRole('button')).toHaveText(allGroups.map((g) => g.label));
  for (const entry of topLevel) {
    await expect(sidebar(page).getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.path);
  }
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  await openEntry(page, USER_MANAGEMENT);

  // One group open at a time; its header closes it again.
  for (const group of allGroups) {
    await expandGroup(page, group, allGroups);
    if (group === GROUPS.projects) await checkA11y(page, { label: 'a group expanded' });
  }
  await openEntry(page, GROUPS.accounts.entries[0]);
  // The group holding the current page stays open, until its header closes it.
  await expect(groupHeader(page, GROUPS.accounts)).toHaveAttribute('aria-expanded', 'true');
  await groupHeader(page, GROUPS.accounts).click();
  await expect(groupHeader(page, GROUPS.accounts)).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('link', { name: 'Client Billing', exact: true })).toHaveCount(0);
});

test('the project manager sees only the dashboard, project and material sections', async ({ page }) => {
  await signIn(page, 'projectManager');
  // Project Costs needs the accounts too, which the role does not hold.
  const projects = { ...GROUPS.projects, entries: GROUPS.projects.entries.filter((entry) => entry.path !== '/project-costs') };
  const allowedGroups = [projects, GROUPS.materials];

  await expect(sidebar(page).getByRole('link')).toHaveText([DASHBOARD.label]);
  await expect(sidebar(page).getByRole('button')).toHaveText(allowedGroups.map((g) => g.label));
  for (const hidden of ['User Management', 'Role Management', 'HR Management', 'Accounts Management', 'Vendor Management']) {
    await expect(sidebar(page).getByText(hidden, { exact: true })).toHaveCount(0);
  }

  // Expanding one group closes the other.
  await expandGroup(page, projects, allowedGroups);
  await expandGroup(page, GROUPS.materials, allowedGroups);
  await openEntry(page, GROUPS.materials.entries[0]);
  await expandGroup(page, projects, allowedGroups);
  await expect(groupHeader(page, GROUPS.materials)).toHaveAttribute('aria-expanded', 'false');
  await openEntry(page, projects.entries[0]);
  await expect(sidebar(page).getByRole('link', { name: 'Project Costs', exact: true })).toHaveCount(0);
});
