/**
 * THE route table: every screen's path, aliases, permission, page and sidebar entry, written once.
 * The router, the guards, the sidebar and both "first allowed page" orders are derived from it.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@/lib/permissions';
import { PATHS } from '@/config/paths';
import type { NavIconName } from './layout/navIcons';

export type PageModule = { default: ComponentType };

export type NavGroupId = 'projects' | 'hr' | 'materials' | 'accounts';

export interface NavGroup {
  label: string;
  permission: Permission;
  /** The icon's name in the sidebar's icon set (layout/navIcons.ts). */
  icon: NavIconName;
}

/** Sidebar groups: their own permission, separate from their entries'. */
export const NAV_GROUPS: Record<NavGroupId, NavGroup> = {
  projects: { label: 'Project Management', permission: 'VIEW_PROJECTS', icon: 'apartment' },
  hr: { label: 'HR Management', permission: 'VIEW_LABOR', icon: 'engineering' },
  materials: { label: 'Material Management', permission: 'VIEW_MATERIALS', icon: 'inventory' },
  accounts: { label: 'Accounts Management', permission: 'VIEW_ACCOUNTS', icon: 'accountBalance' },
};

export interface NavEntry {
  label: string;
  /** The sidebar's own permission, which may differ from the route's. */
  permission: Permission;
  group?: NavGroupId;
  /** Top-level entries show an icon (its name in layout/navIcons.ts); group entries inherit the group's. */
  icon?: NavIconName;
}

export interface AppRoute {
  path: string;
  /** Other spellings of the path; they redirect to `path`. */
  aliases?: readonly string[];
  title: string;
  permission: Permission;
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

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.dashboard,
    title: 'Dashboard',
    permission: 'VIEW_DASHBOARD',
    page: () => import('@/features/dashboard/DashboardPage'),
    nav: { label: 'Dashboard', permission: 'VIEW_DASHBOARD', icon: 'dashboard' },
  },
  {
    path: PATHS.userManagement,
    title: 'User Management',
    permission: 'MANAGE_USERS',
    page: () => import('@/features/users/UserManagementPage'),
    nav: { label: 'User Management', permission: 'MANAGE_USERS', icon: 'people' },
  },
  { path: PATHS.addUser, title: 'Add New User', permission: 'MANAGE_USERS', page: () => import('@/features/users/AddUserPage') },
  {
    path: PATHS.userPermissions,
    title: 'User Permissions',
    permission: 'MANAGE_USERS',
    page: () => import('@/features/users/UserPermissionsPage'),
  },
  {
    path: PATHS.roleManagement,
    title: 'Role Management',
    permission: 'MANAGE_ROLES',
    page: () => import('@/features/roles/RoleManagementPage'),
    nav: { label: 'Role Management', permission: 'MANAGE_ROLES', icon: 'adminPanelSettings' },
  },
  { path: PATHS.addRole, title: 'Add New Role', permission: 'MANAGE_ROLES', page: () => import('@/features/roles/AddRolePage') },
  {
    path: PATHS.projectManagement,
    aliases: ['/project-Management'],
    title: 'Project Management',
    permission: 'VIEW_PROJECTS',
    page: () => import('@/features/projects/ProjectManagementPage'),
    nav: { label: 'Projects', permission: 'MANAGE_PROJECTS', group: 'projects' },
  },
  {
    path: PATHS.addProject,
    aliases: ['/project-creation'],
    title: 'Add New Project',
    permission: 'MANAGE_PROJECTS',
    page: () => import('@/features/projects/AddProjectPage'),
  },
  {
    path: PATHS.quotationManagement,
    title: 'Quotation Management',
    permission: 'VIEW_PROJECTS',
    page: () => import('@/features/quotations/QuotationManagementPage'),
    nav: { label: 'Quotation Management', permission: 'MANAGE_PROJECTS', group: 'projects' },
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
  {
    path: PATHS.labourManagement,
    title: 'Labour Register',
    permission: 'VIEW_LABOR',
    page: () => import('@/features/labour/LabourRegisterPage'),
    nav: { label: 'Labor Management', permission: 'MANAGE_LABOR', group: 'hr' },
  },
  {
    path: PATHS.labourSalary,
    title: 'Labour Salary Management',
    permission: 'VIEW_LABOR',
    page: () => import('@/features/labour/LabourSalaryPage'),
    prefetch: () => import('@/api/labourSalary').then((m) => m.prefetchLabourSalaryRecords),
    nav: { label: 'Labor Salary', permission: 'MANAGE_LABOR', group: 'hr' },
  },
  { path: PATHS.addLabour, title: 'Add New Labour', permission: 'MANAGE_LABOR', page: () => import('@/features/labour/AddLabourPage') },
  {
    path: PATHS.purchasing,
    title: 'Material Purchasing Management',
    permission: 'VIEW_MATERIALS',
    page: () => import('@/features/purchasing/PurchasingPage'),
    prefetch: () => import('@/api/materialLines').then((m) => m.prefetchMaterialLines),
    nav: { label: 'Purchases', permission: 'MANAGE_MATERIALS', group: 'materials' },
  },
  {
    path: PATHS.materialPurchase,
    title: 'Material Purchase Management',
    permission: 'VIEW_MATERIALS',
    page: () => import('@/features/purchaseRecords/PurchaseRecordsPage'),
    nav: { label: 'Material Purchase', permission: 'MANAGE_MATERIALS', group: 'materials' },
  },
  {
    path: PATHS.excessQuantity,
    title: 'Excess Quantity Management',
    permission: 'VIEW_MATERIALS',
    page: () => import('@/features/excess/ExcessQuantityPage'),
    nav: { label: 'Excess Quantity Management', permission: 'MANAGE_MATERIALS', group: 'materials' },
  },
  {
    path: PATHS.clientBilling,
    title: 'Client Billing Management',
    permission: 'VIEW_ACCOUNTS',
    page: () => import('@/features/billing/ClientBillingPage'),
    nav: { label: 'Client Billing', permission: 'MANAGE_ACCOUNTS', group: 'accounts' },
  },
  {
    path: PATHS.vendorManagement,
    title: 'Vendor Management',
    permission: 'VIEW_VENDOR',
    page: () => import('@/features/vendors/VendorManagementPage'),
    nav: { label: 'Vendor Management', permission: 'VIEW_VENDOR', icon: 'storefront' },
  },
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

