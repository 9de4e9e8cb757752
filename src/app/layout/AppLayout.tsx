import { memo, Suspense, useEffect, useState } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useProfileSync } from '@/auth/useProfileSync';
import { ToastHost } from '@/components/ToastHost';
import { useIsNarrow } from '@/components/useIsNarrow';
import { APP_TITLE } from '@/config/constants';
import { LoadingScreen } from '../LoadingScreen';
import type { ScreenHandle } from '../routeTable';
import { persistProjectLines, persistsLines } from '../persistedLines';
import { appQueryClient } from '../queryClient';
import { useUiPreferences } from '../uiStore';
import { Header } from './Header';
import { NavigationBar } from './NavigationBar';
import { OfflineBanner } from './OfflineBanner';
import { ShortcutsDialog } from './ShortcutsDialog';
import { Sidebar, useExpandedGroup } from './Sidebar';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

export const SIDEBAR_WIDTH = 260;

/** The title of the screen shown, from its route's handle. */
function useCurrentTitle(): string {
  const matches = useMatches();
  const screen = matches.findLast((match) => (match.handle as ScreenHandle | undefined)?.title);
  return (screen?.handle as ScreenHandle | undefined)?.title ?? APP_TITLE;
}

/**
 * Whether the project lines kept in the browser are still being restored into `client`: queries wait
 * (TanStack's IsRestoring) so that a screen shows the kept copy and refreshes it, rather than loading
 * from nothing.
 */
function useRestoring(client: QueryClient): boolean {
  const [restoring, setRestoring] = useState(persistsLines);
  useEffect(() => {
    let live = true;
    void persistProjectLines(client).then(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [client]);
  return restoring;
}

/**
 * The frame re-renders for its own state alone: the end of the restoring (above) reaches only the screens'
 * queries, not the sidebar and header, which made every page's first second render its whole tree again.
 */
const Frame = memo(SignedInFrame);

/** The signed-in app: its server-state cache (with the copy kept in the browser) around the frame. */
export default function AppLayout() {
  const client = appQueryClient();
  const restoring = useRestoring(client);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>
        <Frame />
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** The session kept in step with the server's profile: its answers re-render nothing but this. */
function ProfileSync() {
  useProfileSync();
  return null;
}

/** The signed-in frame: sidebar, header, navigation bar, and the current screen. */
function SignedInFrame() {
  const narrow = useIsNarrow();
  const openOnWide = useUiPreferences((s) => s.sidebarOpenOnWide);
  const setOpenOnWide = useUiPreferences((s) => s.setSidebarOpenOnWide);
  const [openOnNarrow, setOpenOnNarrow] = useState(false);
  // Narrow, the sidebar is a modal drawer that joins the page when first opened and then stays: kept in
  // the page from the start, its slide measured the whole page during the first paint.
  const [openedOnNarrow, setOpenedOnNarrow] = useState(false);
  if (narrow && openOnNarrow && !openedOnNarrow) setOpenedOnNarrow(true);
  const sidebarInPage = !narrow || openedOnNarrow;
  const open = narrow ? openOnNarrow : openOnWide;
  const title = useCurrentTitle();
  const [expandedGroup, setExpandedGroup] = useExpandedGroup();
  const [shortcutsShown, setShortcutsShown] = useState(false);
  const showShortcuts = () => setShortcutsShown(true);
  useKeyboardShortcuts(showShortcuts);

  const toggle = () => (narrow ? setOpenOnNarrow(!openOnNarrow) : setOpenOnWide(!openOnWide));
  const closeOnNarrow = () => {
    if (narrow) setOpenOnNarrow(false);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        id="app-sidebar"
        variant={narrow ? 'temporary' : 'persistent'}
        open={open}
        onClose={() => setOpenOnNarrow(false)}
        ModalProps={{ keepMounted: openedOnNarrow }}
        // Under 768 px the drawer is a modal dialog, which needs a name; docked, it is a plain container.
        slotProps={{ paper: narrow ? { 'aria-label': 'Sidebar' } : undefined }}
        sx={{
          width: narrow || !open ? 0 : SIDEBAR_WIDTH,
          flexShrink: 0,
          transition: 'width 200ms',
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Sidebar expanded={expandedGroup} onExpand={setExpandedGroup} onNavigate={closeOnNarrow} onClose={narrow ? closeOnNarrow : undefined} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header title={title} sidebarOpen={open} sidebarInPage={sidebarInPage} onToggleSidebar={toggle} onShowShortcuts={showShortcuts} />
        <Box component="main" sx={{ p: { xs: 2, md: 3 }, flexGrow: 1 }}>
          <OfflineBanner />
          <NavigationBar />
          <Suspense fallback={<LoadingScreen fullPage={false} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <ToastHost />
      <ProfileSync />
      {shortcutsShown && <ShortcutsDialog onClose={() => setShortcutsShown(false)} />}
    </Box>
  );
}
