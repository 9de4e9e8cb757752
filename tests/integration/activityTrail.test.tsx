/**
 * The activity trail: each screen's create, update and delete, made through the screen, is logged with the
 * right action, entity type, id and name, and the dashboard's All Activities dialog then lists it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ActivityAction, ActivityEntityType } from '@/config/constants';
import { db } from '../../mocks/db';
import { renderApp, type RenderAppOptions } from '../renderApp';

const LOAD = { timeout: 5000 };

interface Expected {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityName: string;
  /** The id the entry must point at; `true` for "some id" when the test cannot know it beforehand. */
  entityId: string | true;
  description: string | RegExp;
}

type View = ReturnType<typeof renderApp>;

/**
 * Waits until the server has stored each expected activity (logging never delays the action), closes the
 * screen, opens /dashboard and finds each one in the All Activities dialog.
 */
async function expectOnDashboard(view: View, expected: readonly Expected[]) {
  for (const entry of expected) {
    await waitFor(() =>
      expect(db.activities.all()).toContainEqual(
        expect.objectContaining({
          action: entry.action,
          entityType: entry.entityType,
          entityName: entry.entityName,
          entityId: entry.entityId === true ? expect.any(String) : entry.entityId,
          description: typeof entry.description === 'string' ? entry.description : expect.stringMatching(entry.description),
        }),
      ),
    );
  }
  act(() => view.unmount());
  const { user } = renderApp('/dashboard', { as: 'admin' });
  const region = await screen.findByRole('region', { name: 'Live Activities' }, LOAD);
  await user.click(within(region).getByRole('button', { name: /^View All Activities/ }));
  const dialog = await screen.findByRole('dialog', { name: 'All Activities' });
  for (const entry of expected) expect(within(dialog).getAllByText(entry.description).length).toBeGreaterThan(0);
}

async function open(path: string, as: RenderAppOptions['as'], ready: () => Promise<unknown>) {
  const view = renderApp(path, { as });
  await ready();
  return view;
}

test('users: add, edit and delete', async () => {
  const view = await open('/add-user', 'admin', () => screen.findByRole('option', { name: 'Accountant' }, LOAD));
  const { user, router } = view;
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
  await user.type(field(/full name/i), 'Meena Krishnan');
  await user.type(field(/^email/i), 'meena.k@sgkconstructions.in');
  await user.type(field(/^password/i), 'Strong@123');
  await user.type(field(/confirm password/i), 'Strong@123');
  await user.selectOptions(field(/^role/i), 'HR Manager');
  await user.selectOptions(field(/^status/i), 'Active');
  await user.click(screen.getByRole('button', { name: 'Create User' }));
  await screen.findByText('User created successfully! Redirecting...');
  const id = db.users.findFirst((q) => q.where({ name: 'Meena Krishnan' }))!._id;

  await act(() => router.navigate('/user-management'));
  await user.click(await screen.findByRole('button', { name: 'Edit Meena Krishnan' }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  const name = within(dialog).getByRole('textbox', { name: /full name/i });
  await user.clear(name);
  await user.type(name, 'Meena K. Rao');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('User updated successfully');

  await user.click(await screen.findByRole('button', { name: 'Delete Meena K. Rao' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await screen.findByText('User deleted successfully');

  await expectOnDashboard(view, [
    { action: 'created', entityType: 'user', entityId: id, entityName: 'Meena Krishnan', description: 'Created user Meena Krishnan (HR Manager)' },
    { action: 'updated', entityType: 'user', entityId: id, entityName: 'Meena K. Rao', description: 'Updated user Meena K. Rao' },
    { action: 'deleted', entityType: 'user', entityId: id, entityName: 'Meena K. Rao', description: 'Deleted user Meena K. Rao' },
  ]);
});
