import { Fragment, useCallback, type RefObject } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { User } from '@/api/users';
import { ListScrollArea } from '@/components/list/ListScrollArea';
import { useWindowRows } from '@/components/list/useWindowRows';

/** A user's line, about this tall before it is measured. */
const ROW_ESTIMATE_PX = 64;

function Gap({ height }: { height: number }) {
  return height > 0 ? <Box component="li" aria-hidden="true" sx={{ height, listStyle: 'none' }} /> : null;
}

/** The lines drawn: those in view and a few either side, however many users there are. */
function UserLines({ users, selectedId, onSelect, busy }: { users: readonly User[]; selectedId: string | null; onSelect: (id: string) => void; busy: boolean }) {
  const keyOf = useCallback((index: number) => users[index]._id, [users]);
  const { containerRef, rows, gapAfter, measureRef, focusHandlers } = useWindowRows({ count: users.length, estimateSize: ROW_ESTIMATE_PX, keyOf });
  return (
    <List ref={containerRef as RefObject<HTMLUListElement | null>} aria-label="Users" aria-busy={busy} {...focusHandlers}>
      {rows.map(({ item, gapBefore }) => {
        const user = users[item.index];
        return (
          <Fragment key={item.key}>
            <Gap height={gapBefore} />
            <ListItem ref={measureRef} data-index={item.index} aria-setsize={users.length} aria-posinset={item.index + 1} disablePadding>
              <ListItemButton selected={user._id === selectedId} onClick={() => onSelect(user._id)}>
                <ListItemText primary={user.name} secondary={`${user.role} · ${user.email}`} sx={{ overflowWrap: 'anywhere' }} />
              </ListItemButton>
            </ListItem>
          </Fragment>
        );
      })}
      <Gap height={gapAfter} />
    </List>
  );
}

/**
 * The users to choose from, in a box of its own height that scrolls: only the lines in view are drawn,
 * so a search over a thousand users redraws a few dozen lines, not all of them.
 */
export function UserChooser(props: { users: readonly User[]; selectedId: string | null; onSelect: (id: string) => void; busy: boolean }) {
  return (
    <ListScrollArea>
      {(ref, ready) => (
        <Box ref={ref} sx={{ maxHeight: 480, overflowY: 'auto' }}>
          {ready && <UserLines {...props} />}
        </Box>
      )}
    </ListScrollArea>
  );
}
