/** Pure navigation logic over the route table: who may open what, where to land, what the sidebar shows. */
import { canAccess, hasPermission, type PermissionHolder } from '@/lib/permissions';
import { APP_ROUTES, INDEX_ORDER, LANDING_ORDER, NAV_GROUPS, type AppRoute, type NavGroup, type NavGroupId } from './routeTable';
import type { NavIconName } from './layout/navIcons';

const routesByPath = new Map(APP_ROUTES.map((route) => [route.path, route]));

export function routeFor(path: string): AppRoute | undefined {
  return routesByPath.get(path);
}

export function canOpen(user: PermissionHolder | null | undefined, path: string): boolean {
  const route = routeFor(path);
  return !!route && canAccess(user, route.permission);
}

/** The first page of the index order that the user may open, or null. */
export function firstAllowedPage(user: PermissionHolder | null | undefined): string | null {
  return INDEX_ORDER.find((path) => canOpen(user, path)) ?? null;
}

/**
 * The page sign-in lands on: the first VIEW_* permission the user holds, skipping pages whose route
 * they still cannot open (VIEW_USERS without MANAGE_USERS, say). Null when there is none.
 */
export function landingPage(user: PermissionHolder | null | undefined): string | null {
  const match = LANDING_ORDER.find(([permission, path]) => hasPermission(user, permission) && canOpen(user, path));
  return match?.[1] ?? null;
}

export interface SidebarLink {
  kind: 'link';
  path: string;
  label: string;
  /** Drawn by the sidebar from layout/navIcons.ts. */
  icon?: NavIconName;
  /** Typed after 'g', opens the link (keyboard shortcuts). */
  shortcut: string;
}

export interface SidebarGroup {
  kind: 'group';
  id: NavGroupId;
  label: string;
  icon: NavGroup['icon'];
  links: SidebarLink[];
}

export type SidebarItem = SidebarLink | SidebarGroup;

/** The sidebar for this user, in route-table order; a group with no visible entry is left out. */
export function sidebarFor(user: PermissionHolder | null | undefined): SidebarItem[] {
  const items: SidebarItem[] = [];
  const groups = new Map<NavGroupId, SidebarGroup>();
  for (const route of APP_ROUTES) {
    const nav = route.nav;
    if (!nav || !canAccess(user, nav.permission)) continue;
    const link: SidebarLink = { kind: 'link', path: route.path, label: nav.label, icon: nav.icon, shortcut: nav.shortcut };
    if (!nav.group) {
      items.push(link);
      continue;
    }
    const groupDef = NAV_GROUPS[nav.group];
    if (!canAccess(user, groupDef.permission)) continue;
    let group = groups.get(nav.group);
    if (!group) {
      group = { kind: 'group', id: nav.group, label: groupDef.label, icon: groupDef.icon, links: [] };
      groups.set(nav.group, group);
      items.push(group);
    }
    group.links.push(link);
  }
  return items;
}

/** The sidebar group that holds `pathname`, if any: it starts expanded. */
export function groupOfPath(pathname: string): NavGroupId | undefined {
  const lower = pathname.toLowerCase();
  return APP_ROUTES.find((route) => route.path.toLowerCase() === lower)?.nav?.group;
}

/** The sidebar's links for this user, groups opened out, in the sidebar's order. */
export function sidebarLinksFor(user: PermissionHolder | null | undefined): SidebarLink[] {
  return sidebarFor(user).flatMap((item) => (item.kind === 'link' ? [item] : item.links));
}
