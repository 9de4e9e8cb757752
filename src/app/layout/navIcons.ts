/**
 * The sidebar's icons, under the names the route table gives them. They load with the signed-in layout,
 * not with the route table at boot: the sign-in screen has no sidebar.
 */
import type SvgIcon from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import EngineeringIcon from '@mui/icons-material/Engineering';
import InventoryIcon from '@mui/icons-material/Inventory2';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import StorefrontIcon from '@mui/icons-material/Storefront';

export const NAV_ICONS = {
  dashboard: DashboardIcon,
  people: PeopleIcon,
  adminPanelSettings: AdminPanelSettingsIcon,
  apartment: ApartmentIcon,
  engineering: EngineeringIcon,
  inventory: InventoryIcon,
  accountBalance: AccountBalanceIcon,
  storefront: StorefrontIcon,
} satisfies Record<string, typeof SvgIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
