/**
 * THE route table: every screen's path, aliases, permission, page and sidebar entry, written once.
 * The router, the guards, the sidebar and both "first allowed page" orders are derived from it.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Access, Permission } from '@/lib/permissions';
import { PATHS } from '@/config/paths';
import type { NavIconName } from './layout/navIcons';

export type PageModule = { default: ComponentType };

export type NavGroupId = 'projects' | 'hr' | 'materials' | 'accounts';

export interface NavGroup {
  label: string;
  /** Shows the group, and opens the screens listed in it. */
  permission: Permission;
  /** Shows an entry of the group. */
  entryPermission: Permission;
  /** The icon's name in the sidebar's icon set (layout/navIcons.ts). */
  icon: NavIconName;
}

/** Sidebar groups: their own permission, separate from their entries'. */
export const NAV_GROUPS: Record<NavGroupId, NavGroup> = {
  projects: { label: 'Project Management', permission: 'VIEW_PROJECTS', entryPermission: 'MANAGE_PROJECTS', icon: 'apartment' },
  hr: { label: 'HR Management', permission: 'VIEW_LABOR', entryPermission: 'MANAGE_LABOR', icon: 'engineering' },
  materials: { label: 'Material Management', permission: 'VIEW_MATERIALS', entryPermission: 'MANAGE_MATERIALS', icon: 'inventory' },
  accounts: { label: 'Accounts Management', permission: 'VIEW_ACCOUNTS', entryPermission: 'MANAGE_ACCOUNTS', icon: 'accountBalance' },
};

export interface NavEntry {
  label: string;
  /** The sidebar's own permission, which may differ from the route's. */
  permission: Access;
  group?: NavGroupId;
  /** Top-level entries show an icon (its name in layout/navIcons.ts); group entries inherit the group's. */
  icon?: NavIconName;
  /** The letter that, typed after 'g', opens the entry (keyboard shortcuts); one letter per entry. */
  shortcut: string;
}

export interface AppRoute {
  path: string;
  /** Other spellings of the path; they redirect to `path`. */
  aliases?: readonly string[];
  title: string;
  /** What opens the screen: one permission, or several that must all be held. */
  permission: Access;
  /** The lazily loaded screen; a route without one shows a placeholder with its title. */
  page?: () => Promise<PageModule>;
  /**
   * A screen whose load is long: gives the call that starts its data load, so that the first request
   * goes out when the route opens instead of after the screen's code has loaded and rendered.
   */
  prefetch?: () => Promise<(queryClient: QueryClient) => void>;
  nav?: NavEntry;
}

/** What a screen's route tells the layout: its title, shown in the header, whatever the path's parameters. */
export interface ScreenHandle {
  title: string;
  /** Starts loading the screen's code (and its data, when the route has `prefetch`) before it renders. */
  preload?: () => Promise<void>;
}

type ListedRoute = Omit<AppRoute, 'permission' | 'nav'>;

/** A screen with its own sidebar entry, shown to whoever may open it. */
function topLevel(route: ListedRoute & { permission: Access }, label: string, icon: NavIconName, shortcut: string): AppRoute {
  return { ...route, nav: { label, permission: route.permission, icon, shortcut } };
}

/** A screen listed in a sidebar group: it opens with the group's permission; its entry shows with the group's entry permission. */
function inGroup(group: NavGroupId, label: string, shortcut: string, route: ListedRoute): AppRoute {
  const { permission, entryPermission } = NAV_GROUPS[group];
  return { ...route, permission, nav: { label, permission: entryPermission, group, shortcut } };
}

/** Project Costs shows the projects' figures and their billing: both the projects and the accounts. */
const PROJECT_COSTS_ACCESS: readonly Permission[] = ['VIEW_PROJECTS', 'VIEW_ACCOUNTS'];

export const APP_ROUTES: readonly AppRoute[] = [
  topLevel(
    {
      path: PATHS.dashboard,
      title: 'Dashboard',
      permission: 'VIEW_DASHBOARD',
      page: () => import('@/features/dashboard/DashboardPage'),
      prefetch: () => import('@/api/dashboard').then((m) => m.prefetchDashboard),
    },
    'Dashboard',
    'dashboard',
    'd',
  ),
  topLevel(
    { path: PATHS.userManagement, title: 'User Management', permission: 'MANAGE_USERS', page: () => import('@/features/users/UserManagementPage') },
    'User Management',
    'people',
    'u',
  ),
  { path: PATHS.addUser, title: 'Add New User', permission: 'MANAGE_USERS', page: () => import('@/features/users/AddUserPage') },
  {
    path: PATHS.userPermissions,
    title: 'User Permissions',
    permission: 'MANAGE_USERS',
    page: () => import('@/features/users/UserPermissionsPage'),
  },
  topLevel(
    { path: PATHS.roleManagement, title: 'Role Management', permission: 'MANAGE_ROLES', page: () => import('@/features/roles/RoleManagementPage') },
    'Role Management',
    'adminPanelSettings',
    'r',
  ),
  { path: PATHS.addRole, title: 'Add New Role', permission: 'MANAGE_ROLES', page: () => import('@/features/roles/AddRolePage') },
  inGroup('projects', 'Projects', 'p', {
    path: PATHS.projectManagement,
    aliases: ['/project-Management'],
    title: 'Project Management',
    page: () => import('@/features/projects/ProjectManagementPage'),
  }),
  {
    path: PATHS.addProject,
    aliases: ['/project-creation'],
    title: 'Add New Project',
    permission: 'MANAGE_PROJECTS',
    page: () => import('@/features/projects/AddProjectPage'),
  },
  inGroup('projects', 'Quotation Management', 'q', {
    path: PATHS.quotationManagement,
    title: 'Quotation Management',
    page: () => import('@/features/quotations/QuotationManagementPage'),
  }),
  // Money and projects at once: a project's costs are its figures, its billing the accounts'.
  {
    path: PATHS.projectCosts,
    title: 'Project Costs',
    permission: PROJECT_COSTS_ACCESS,
    page: () => import('@/features/projectCosts/ProjectCostsPage'),
    prefetch: () => import('@/api/projectCosts').then((m) => m.prefetchProjectCosts),
    nav: { label: 'Project Costs', permission: PROJECT_COSTS_ACCESS, group: 'projects', shortcut: 'o' },
  },
  {
    path: PATHS.addQuotationItem,
    title: 'Add Quotation Item',
    permission: 'MANAGE_PROJECTS',
    page: () => import('@/features/quotations/AddQuotationItemPage'),
  },
  { path: PATHS.measurementSheet, title: 'Progress M Sheet', permission: 'VIEW_PROJECTS', page: () => import('@/features/quotations/MeasurementSheetPage') },
  { path: PATHS.materialSheet, title: 'Material Entry', permission: 'VIEW_MATERIALS', page: () => import('@/features/quotations/MaterialSheetPage') },
  { path: PATHS.labourSheet, title: 'Labour Management', permission: 'VIEW_LABOR', page: () => import('@/features/quotations/LabourSheetPage') },
  inGroup('hr', 'Labor Management', 'l', { path: PATHS.labourManagement, title: 'Labour Register', page: () => import('@/features/labour/LabourRegisterPage') }),
  inGroup('hr', 'Labor Salary', 's', {
    path: PATHS.labourSalary,
    title: 'Labour Salary Management',
    page: () => import('@/features/labour/LabourSalaryPage'),
    prefetch: () => import('@/api/labourSalary').then((m) => m.prefetchLabourSalaryRecords),
  }),
  { path: PATHS.addLabour, title: 'Add New Labour', permission: 'MANAGE_LABOR', page: () => import('@/features/labour/AddLabourPage') },
  inGroup('materials', 'Purchases', 'c', {
    path: PATHS.purchasing,
    title: 'Material Purchasing Management',
    page: () => import('@/features/purchasing/PurchasingPage'),
    prefetch: () => import('@/api/materialLines').then((m) => m.prefetchMaterialLines),
  }),
  inGroup('materials', 'Material Purchase', 'm', {
    path: PATHS.materialPurchase,
    title: 'Material Purchase Management',
    page: () => import('@/features/purchaseRecords/PurchaseRecordsPage'),
  }),
  inGroup('materials', 'Excess Quantity Management', 'e', {
    path: PATHS.excessQuantity,
    title: 'Excess Quantity Management',
    page: () => import('@/features/excess/ExcessQuantityPage'),
  }),
  inGroup('accounts', 'Client Billing', 'b', { path: PATHS.clientBilling, title: 'Client Billing Management', page: () => import('@/features/billing/ClientBillingPage') }),
  topLevel(
    { path: PATHS.vendorManagement, title: 'Vendor Management', permission: 'VIEW_VENDOR', page: () => import('@/features/vendors/VendorManagementPage') },
    'Vendor Management',
    'storefront',
    'v',
  ),
  { path: PATHS.addVendor, title: 'Add New Vendor', permission: 'MANAGE_VENDOR', page: () => import('@/features/vendors/AddVendorPage') },
];

/** Where `/` sends a signed-in user: the first of these they may open. */
export const INDEX_ORDER: readonly string[] = [
  PATHS.dashboard,
  PATHS.projectManagement,
  PATHS.labourManagement,
  PATHS.materialPurchase,
  PATHS.clientBilling,
  PATHS.userManagement,
  PATHS.roleManagement,
  PATHS.vendorManagement,
];

/** Where sign-in (and Access Denied's "Go to Allowed Page") sends a user: the first permission they hold. */
export const LANDING_ORDER: readonly (readonly [Permission, string])[] = [
  ['VIEW_DASHBOARD', PATHS.dashboard],
  ['VIEW_PROJECTS', PATHS.projectManagement],
  ['VIEW_LABOR', PATHS.labourManagement],
  ['VIEW_MATERIALS', PATHS.materialPurchase],
  ['VIEW_ACCOUNTS', PATHS.clientBilling],
  ['VIEW_USERS', PATHS.userManagement],
  ['VIEW_ROLES', PATHS.roleManagement],
  ['VIEW_VENDOR', PATHS.vendorManagement],
];

