/** The dashboard's words (01 §2 /dashboard, §8). */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  period: 'Period',
  users: 'Users',
  projects: 'Projects',
  labour: 'Labour',
  revenue: 'Revenue',
  recentProjects: 'Recent Projects',
  searchProjects: 'Search by project or client',
  statusFilter: 'Status',
  allStatuses: 'All',
  noProjects: 'No projects found',
  viewAllProjects: (n: number) => `View All Projects (${n})`,
  liveActivities: 'Live Activities',
  noActivities: 'No activities yet',
  viewAllActivities: (n: number) => `View All Activities (${n})`,
  allActivities: 'All Activities',
  loading: 'Loading dashboard',
  errorTitle: 'Error Loading Dashboard',
  errorText: 'Failed to load dashboard data. Please try again.',
  tryAgain: 'Try Again',
} as const;

export const DASHBOARD_PERIODS = ['Last 7 days', 'Last 30 days', 'Last 90 days', 'This year'] as const;
