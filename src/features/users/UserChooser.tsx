import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { User } from '@/api/users';
import { QueryList, queryRows, type ListQuery } from '@/components/list/QueryList';
import { byId, type ListColumn } from '@/components/list/listTypes';
import { useListSearch } from '@/components/list/useListSearch';
import { USER_SEARCH_FIELDS } from './userFilters';
import { USER_TEXTS } from './userTexts';

/** How high the list may grow before it scrolls in its own box beside the editor. */
const CHOOSER_HEIGHT_PX = 480;

const columns: ListColumn<User>[] = [
  { key: 'name', header: 'Name', render: (user) => user.name },
  { key: 'role', header: 'Role', render: (user) => user.role },
  { key: 'email', header: 'Email', render: (user) => user.email },
];

/** The chooser's list, declared once: a line per user in its own scrolling box, no export. */
const CHOOSER_LIST = {
  label: 'Users',
  layout: 'cards',
  maxHeight: CHOOSER_HEIGHT_PX,
  exportName: false,
  columns,
  rowKey: byId,
  loadError: USER_TEXTS.fetchFailed,
  empty: { title: 'No users found' },
} as const;

/**
 * The users to choose from, with their search box, on the list binding: a line per user in a box of its
 * own height that scrolls, only the lines in view drawn (a search over a thousand users redraws a few dozen
 * lines). A failed read says so with Retry, never 'No users found'.
 */
export function UserChooser({ query, selectedId, onSelect }: { query: ListQuery<User>; selectedId: string | null; onSelect: (id: string) => void }) {
  const search = useListSearch(queryRows(query), 'Search users', USER_SEARCH_FIELDS);
  return (
    <QueryList
      {...CHOOSER_LIST}
      query={query}
      search={search}
      renderCard={(user) => (
        <ListItemButton selected={user._id === selectedId} onClick={() => onSelect(user._id)} sx={{ borderRadius: 1 }}>
          <ListItemText primary={user.name} secondary={`${user.role} · ${user.email}`} sx={{ overflowWrap: 'anywhere' }} />
        </ListItemButton>
      )}
    />
  );
}
