import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useSessionStore } from '@/session/sessionStore';
import { APP_TITLE } from '@/config/constants';
import { groupOfPath, sidebarFor, type SidebarLink } from '../navigation';
import type { NavGroupId } from '../routeTable';
import { NAV_ICONS } from './navIcons';

function isActive(pathname: string, link: SidebarLink): boolean {
  return pathname.toLowerCase() === link.path.toLowerCase();
}

function NavItem({ link, pathname, nested, onNavigate }: { link: SidebarLink; pathname: string; nested?: boolean; onNavigate: () => void }) {
  const Icon = link.icon && NAV_ICONS[link.icon];
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={link.path} selected={isActive(pathname, link)} onClick={onNavigate} sx={nested ? { pl: 4 } : undefined}>
        {Icon && (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={link.label} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Which sidebar group is open: the current page's at first, then one at a time as the user chooses.
 * Held by the layout, which outlives the drawer (the drawer remounts when the screen crosses 768 px).
 */
export function useExpandedGroup(): [NavGroupId | undefined, (group: NavGroupId | undefined) => void] {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<NavGroupId | undefined>(() => groupOfPath(pathname));
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    // Navigating into another group's page opens that group.
    setSeenPath(pathname);
    const group = groupOfPath(pathname);
    if (group) setExpanded(group);
  }
  return [expanded, setExpanded];
}

/** The sidebar's content: entries filtered by permission; groups expand one at a time. */
export function Sidebar({
  expanded,
  onExpand,
  onNavigate,
  onClose,
}: {
  expanded: NavGroupId | undefined;
  onExpand: (group: NavGroupId | undefined) => void;
  onNavigate: () => void;
  /** Given when the sidebar covers the page (under 768 px): a close button where the header's toggle sits. */
  onClose?: () => void;
}) {
  const user = useSessionStore((s) => s.user);
  const { pathname } = useLocation();

  const items = sidebarFor(user);

  return (
    <Box component="nav" aria-label="Main navigation" sx={{ height: '100%', overflowY: 'auto' }}>
      <Toolbar sx={{ gap: 1 }}>
        {onClose && (
          // Same toolbar padding and edge as the header's toggle, so the tap that opened the drawer closes it.
          <IconButton edge="start" aria-label="Close sidebar" aria-controls="app-sidebar" aria-expanded onClick={onClose}>
            <MenuOpenIcon />
          </IconButton>
        )}
        <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
          {APP_TITLE}
        </Typography>
      </Toolbar>
      <List>
        {items.map((item) => {
          if (item.kind === 'link') return <NavItem key={item.path} link={item} pathname={pathname} onNavigate={onNavigate} />;
          const open = expanded === item.id;
          const GroupIcon = NAV_ICONS[item.icon];
          const listId = `nav-group-${item.id}`;
          return (
            <ListItem key={item.id} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                onClick={() => onExpand(open ? undefined : item.id)}
                aria-expanded={open}
                aria-controls={listId}
                selected={!open && item.links.some((link) => isActive(pathname, link))}
              >
                <ListItemIcon>
                  <GroupIcon />
                </ListItemIcon>
                <ListItemText primary={item.label} />
                {open ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              {/* Clipped, not hidden: an overflow that is hidden can still be scrolled (by focus, or a test driver bringing an entry
                  into view), and while the group opens its entries would then slide down under a finger and the tap land on the one above. */}
              <Collapse in={open} timeout="auto" unmountOnExit sx={{ overflow: 'clip' }}>
                <List id={listId} disablePadding>
                  {item.links.map((link) => (
                    <NavItem key={link.path} link={link} pathname={pathname} nested onNavigate={onNavigate} />
                  ))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
