/**
 * Every path of the app, written once. The route table (permissions, titles, the sidebar), links and
 * redirects all import them from here; builders fill in a path's parameters.
 */
export const PATHS = {
  login: '/login',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
  userManagement: '/user-management',
  addUser: '/add-user',
  userPermissions: '/user-permissions',
  roleManagement: '/role-management',
  addRole: '/add-role',
  projectManagement: '/project-management',
  addProject: '/Project-creation',
  quotationManagement: '/quotation-management',
  projectCosts: '/project-costs',
  addQuotationItem: '/add-quotation-item/:projectId',
  measurementSheet: '/quotation-msheet',
  materialSheet: '/quotation-material',
  labourSheet: '/quotation-labour',
  labourManagement: '/labor-management',
  labourSalary: '/labor-salary',
  addLabour: '/add-labor',
  purchasing: '/purchasing',
  materialPurchase: '/material-purchase',
  excessQuantity: '/excess-quantity',
  clientBilling: '/client-billing',
  vendorManagement: '/vendor-management',
  addVendor: '/add-vendor',
} as const;

/** Where "Go Home" and the navigation bar's Dashboard button go. */
export const HOME_PATH = PATHS.dashboard;

/** The add-item page of one project. */
export function addQuotationItemPath(projectId: string): string {
  return PATHS.addQuotationItem.replace(':projectId', encodeURIComponent(projectId));
}
