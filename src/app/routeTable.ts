/**
 * THE route table: every screen's path, aliases, permission, page and sidebar entry, written once.
 * The router, the guards, the sidebar and both "first allowed page" orders are derived from it.
 */
import type { ComponentType } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import EngineeringIcon from '@mui/icons-material/Engineering';
import InventoryIcon from '@mui/icons-material/Inventory2';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { Permission } from '@/auth/permissions';

export type IconComponent = typeof SvgIcon;

export type PageModule = { default: ComponentType };

export type NavGroupId = 'projects' | 'hr' | 'materials' | 'accounts';

export interface NavGroup {
  label: string;
  permission: Permission;
  icon: IconComponent;
}

/** Sidebar groups: their own permission, separate from their entries'. */
export const NAV_GROUPS: Record<NavGroupId, NavGroup> = {
  projects: { label: 'Project Management', permission: 'VIEW_PROJECTS', icon: ApartmentIcon },
  hr: { label: 'HR Management', permission: 'VIEW_LABOR', icon: EngineeringIcon },
  materials: { label: 'Material Management', permission: 'VIEW_MATERIALS', icon: InventoryIcon },
  accounts: { label: 'Accounts Management', permission: 'VIEW_ACCOUNTS', icon: AccountBalanceIcon },
};

export interface NavEntry {
  label: string;
  /** The sidebar's own permission, which may differ from the route's. */
  permission: Permission;
  group?: NavGroupId;
  /** Top-level entries show an icon; group entries inherit the group's. */
  icon?: IconComponent;
}

export interface AppRoute {
  path: string;
  /** Other spellings of the path; they redirect to `path`. */
  aliases?: readonly string[];
  title: string;
  permission: Permission;
  /** The lazily loaded screen; a route without one shows a placeholder with its title. */
  page?: () => Promise<PageModule>;
  nav?: NavEntry;
}

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    permission: 'VIEW_DASHBOARD',
    nav: { label: 'Dashboard', permission: 'VIEW_DASHBOARD', icon: DashboardIcon },
  },
  {
    path: '/user-management',
    title: 'User Management',
    permission: 'MANAGE_USERS',
    page: () => import('@/features/users/UserManagementPage'),
    nav: { label: 'User Management', permission: 'MANAGE_USERS', icon: PeopleIcon },
  },
  { path: '/add-user', title: 'Add New User', permission: 'MANAGE_USERS', page: () => import('@/features/users/AddUserPage') },
  {
    path: '/user-permissions',
    title: 'User Permissions',
    permission: 'MANAGE_USERS',
    page: () => import('@/features/users/UserPermissionsPage'),
  },
  {
    path: '/role-management',
    title: 'Role Management',
    permission: 'MANAGE_ROLES',
    page: () => import('@/features/roles/RoleManagementPage'),
    nav: { label: 'Role Management', permission: 'MANAGE_ROLES', icon: AdminPanelSettingsIcon },
  },
  { path: '/add-role', title: 'Add New Role', permission: 'MANAGE_ROLES', page: () => import('@/features/roles/AddRolePage') },
  {
    path: '/project-management',
    aliases: ['/project-Management'],
    title: 'Project Management',
    permission: 'VIEW_PROJECTS',
    page: () => import('@/features/projects/ProjectManagementPage'),
    nav: { label: 'Projects', permission: 'MANAGE_PROJECTS', group: 'projects' },
  },
  {
    path: '/Project-creation',
    aliases: ['/project-creation'],
    title: 'Add New Project',
    permission: 'MANAGE_PROJECTS',
    page: () => import('@/features/projects/AddProjectPage'),
  },
  {
    path: '/quotation-management',
    title: 'Quotation Management',
    permission: 'VIEW_PROJECTS',
    page: () => import('@/features/quotations/QuotationManagementPage'),
    nav: { label: 'Quotation Management', permission: 'MANAGE_PROJECTS', group: 'projects' },
  },
  {
    path: '/add-quotation-item/:projectId',
    title: 'Add Quotation Item',
    permission: 'MANAGE_PROJECTS',
    page: () => import('@/features/quotations/AddQuotationItemPage'),
  },
  { path: '/quotation-msheet', title: 'Progress M Sheet', permission: 'VIEW_PROJECTS', page: () => import('@/features/quotations/MeasurementSheetPage') },
  { path: '/quotation-material', title: 'Material Entry', permission: 'VIEW_MATERIALS', page: () => import('@/features/quotations/MaterialSheetPage') },
  { path: '/quotation-labour', title: 'Labour Management', permission: 'VIEW_LABOR', page: () => import('@/features/quotations/LabourSheetPage') },
  {
    path: '/labor-management',
    title: 'Labour Management',
    permission: 'VIEW_LABOR',
    nav: { label: 'Labor Management', permission: 'MANAGE_LABOR', group: 'hr' },
  },
  {
    path: '/labor-salary',
    title: 'Labour Salary Management',
    permission: 'VIEW_LABOR',
    nav: { label: 'Labor Salary', permission: 'MANAGE_LABOR', group: 'hr' },
  },
  { path: '/add-labor', title: 'Add New Labour', permission: 'MANAGE_LABOR' },
  {
    path: '/purchasing',
    title: 'Material Purchasing Management',
    permission: 'VIEW_MATERIALS',
    nav: { label: 'Purchases', permission: 'MANAGE_MATERIALS', group: 'materials' },
  },
  {
    path: '/material-purchase',
    title: 'Material Purchase Management',
    permission: 'VIEW_MATERIALS',
    nav: { label: 'Material Purchase', permission: 'MANAGE_MATERIALS', group: 'materials' },
  },
  {
    path: '/excess-quantity',
    title: 'Excess Quantity Management',
    permission: 'VIEW_MATERIALS',
    nav: { label: 'Excess Quantity Management', permission: 'MANAGE_MATERIALS', group: 'materials' },
  },
  {
    path: '/client-billing',
    title: 'Client Billing Management',
    permission: 'VIEW_ACCOUNTS',
    nav: { label: 'Client Billing', permission: 'MANAGE_ACCOUNTS', group: 'accounts' },
  },
  {
    path: '/vendor-management',
    title: 'Vendor Management',
    permission: 'VIEW_VENDOR',
    nav: { label: 'Vendor Management', permission: 'VIEW_VENDOR', icon: StorefrontIcon },
  },
  { path: '/add-vendor', title: 'Add New Vendor', permission: 'MANAGE_VENDOR' },
];

/** Where `/` sends a signed-in user: the first of these they may open. */
export const INDEX_ORDER: readonly string[] = [
  '/dashboard',
  '/project-management',
  '/labor-management',
  '/material-purchase',
  '/client-billing',
  '/user-management',
  '/role-management',
  '/vendor-management',
];

/** Where sign-in (and Access Denied's "Go to Allowed Page") sends a user: the first permission they hold. */
export const LANDING_ORDER: readonly (readonly [Permission, string])[] = [
  ['VIEW_DASHBOARD', '/dashboard'],
  ['VIEW_PROJECTS', '/project-management'],
  ['VIEW_LABOR', '/labor-management'],
  ['VIEW_MATERIALS', '/material-purchase'],
  ['VIEW_ACCOUNTS', '/client-billing'],
  ['VIEW_USERS', '/user-management'],
  ['VIEW_ROLES', '/role-management'],
  ['VIEW_VENDOR', '/vendor-management'],
];

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const UNAUTHORIZED_PATH = '/unauthorized';
