import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import CheckIcon from '@mui/icons-material/Check';
import { useAuth } from '@/auth/AuthProvider';
import { useSessionStore } from '@/session/sessionStore';
import { useUiPreferences, type ThemeMode } from '../uiStore';

const THEME_CHOICES: readonly { mode: ThemeMode; label: string }[] = [
  { mode: 'system', label: 'System theme' },
  { mode: 'light', label: 'Light theme' },
  { mode: 'dark', label: 'Dark theme' },
];

export function Header({
  title,
  sidebarOpen,
  sidebarInPage,
  onToggleSidebar,
  onShowShortcuts,
}: {
  title: string;
  sidebarOpen: boolean;
  /** Whether the sidebar is in the page for the button to name (a narrow screen's is added when first opened). */
  sidebarInPage: boolean;
  onToggleSidebar: () => void;
  onShowShortcuts: () => void;
}) {
  const user = useSessionStore((s) => s.user);
  const { logout } = useAuth();
  const themeMode = useUiPreferences((s) => s.themeMode);
  const setThemeMode = useUiPreferences((s) => s.setThemeMode);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const initial = (user?.name.trim()[0] ?? '?').toUpperCase();
  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label="Toggle sidebar" aria-expanded={sidebarOpen} aria-controls={sidebarInPage ? 'app-sidebar' : undefined} onClick={onToggleSidebar}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Button
          color="inherit"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={!!menuAnchor}
          aria-controls={menuAnchor ? 'user-menu' : undefined}
          aria-label={`User menu: ${user?.name ?? ''}, ${user?.role ?? ''}`}
          sx={{ gap: 1, minWidth: 0 }}
        >
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 16 }} aria-hidden="true">
            {initial}
          </Avatar>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.2 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {user?.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {user?.role}
            </Typography>
          </Box>
        </Button>
        <Menu
          id="user-menu"
          anchorEl={menuAnchor}
          open={!!menuAnchor}
          onClose={closeMenu}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1 }} aria-hidden="true">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {user?.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {user?.role}
            </Typography>
          </Box>
          {/* The colours: as the system is set (light or dark) until the user picks one; kept on this device. */}
          {THEME_CHOICES.map(({ mode, label }) => (
            <MenuItem key={mode} role="menuitemradio" aria-checked={themeMode === mode} onClick={() => setThemeMode(mode)}>
              <ListItemIcon>{themeMode === mode && <CheckIcon fontSize="small" />}</ListItemIcon>
              {label}
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            onClick={() => {
              closeMenu();
              onShowShortcuts();
            }}
          >
            <ListItemIcon>
              <KeyboardIcon fontSize="small" />
            </ListItemIcon>
            Keyboard shortcuts
          </MenuItem>
          <MenuItem
            onClick={() => {
              closeMenu();
              logout();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
