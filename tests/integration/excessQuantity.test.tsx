import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { SEED_EXCESS_ITEMS } from '../../mocks/seedExcessItems';
import { screenWidth, bodyOf, fillIn } from '../screen';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { createStaff } from './helpers';

const LOAD = { timeout: 5000 };
const PATH = '/excess-quantity';
const LIST = '/excess-quantity/getall';
const CEMENT = 'OPC 53 grade cement (UltraTech)';
const TMT = 'TMT bar offcuts, Fe 500D 12 mm';
const PLYWOOD = 'Shuttering plywood 18 mm (8 x 4 ft)';
const EVERY_FIELD_TEXT = ['Description is required', 'Valid quantity is required', 'Units are required', 'Location is required'];

const table = () => screen.getByRole('table', { name: 'Excess items' });
const rowOf = (description: string) => within(table()).getByText(description).closest('tr') as HTMLElement;
const itemOf = (description: string) => db.excessItems.findFirst((q) => q.where({ description }));
const addForm = () => screen.getByRole('form', { name: 'Add Excess Item' });
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });
const toastOf = (text: string) => screen.findByText(text, { selector: '.MuiAlert-message' });

async function openScreen(as: RenderAppOptions['as'] = 'materialManager') {
  const view = renderApp(PATH, { as });
  await within(await screen.findByRole('table', { name: 'Excess items' }, LOAD)).findByText(CEMENT, undefined, LOAD);
  return view;
}

describe('/excess-quantity', () => {
  test('lists the items newest first with S.NO, their quantity, units, location and condition badge', async () => {
    screenWidth(1440);
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Excess Quantity Management' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'S.NO',
      'Description',
      'Quantity',
      'Units',
      'Location',
      'Condition',
      'Actions',
    ]);
    expect(screen.getByText(`${SEED_EXCESS_ITEMS.length} items`)).toBeInTheDocument();
    const first = within(rowOf(PLYWOOD)).getAllByRole('cell');
    expect(first[0]).toHaveTextContent(/^1$/);
    const tmt = within(rowOf(TMT));
    for (const text of ['0.75', 'tons', 'Peenya godown', 'Used']) expect(tmt.getByText(text)).toBeInTheDocument();
    expect(tmt.getByText('Used').closest('.ToneChip')).toHaveClass('ToneChip-warning');
    expect(within(rowOf(CEMENT)).getByText('Unopened').closest('.ToneChip')).toHaveClass('ToneChip-info');
    expect(within(rowOf('Red clay bricks, first class')).getByText('1,350')).toBeInTheDocument();
    expect(within(rowOf(PLYWOOD)).getByRole('button', { name: `Edit ${PLYWOOD}` })).toBeInTheDocument();
    expect(within(rowOf(PLYWOOD)).getByRole('button', { name: `Delete ${PLYWOOD}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  });

  test('searches description or location in any case; with nothing left it says so', async () => {
    const { user } = await openScreen();
    const search = screen.getByRole('searchbox', { name: 'Search excess items...' });
    await user.type(search, 'CEMENT');
    await waitFor(() => expect(within(table()).queryByText(TMT)).not.toBeInTheDocument());
    expect(within(table()).getByText(CEMENT)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'hebbal SITE');
    await waitFor(() => expect(within(table()).queryByText(CEMENT)).not.toBeInTheDocument());
    expect(within(table()).getByText('Red clay bricks, first class')).toBeInTheDocument();
    expect(within(table()).getByText('River sand (washed)')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 9 items')).toBeInTheDocument();

    await user.type(search, ' godown');
    expect(await screen.findByText('No excess items found')).toBeInTheDocument();
    expect(screen.getByText('No item’s description or location matches your search.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add First Item' })).not.toBeInTheDocument();
  });

  test('adds an item: trimmed texts, a decimal quantity as a number, condition New by default; toasts, closes and logs', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const form = addForm();
    expect(screen.getByRole('button', { name: 'Cancel', expanded: true })).toBeInTheDocument();
    expect(field(form, 'Condition')).toHaveValue('New');
    expect(within(field(form, 'Units')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select units',
      'units',
      'kg',
      'm',
      'm²',
      'm³',
      'bricks',
      'bags',
      'tons',
      'liters',
      'boxes',
    ]);
    await user.type(field(form, 'Description'), '  Wall putty (Birla White)  ');
    await user.type(field(form, 'Quantity'), '0.5');
    await user.selectOptions(field(form, 'Units'), 'bags');
    await user.type(field(form, 'Location'), ' Peenya godown ');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await toastOf('Item added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(await bodyOf(log, 'POST', '/excess-quantity/create')).toEqual({
      description: 'Wall putty (Birla White)',
      quantity: 0.5,
      units: 'bags',
      location: 'Peenya godown',
      condition: 'New',
    });
    const row = await waitFor(() => rowOf('Wall putty (Birla White)'));
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(within(row).getByText('0.5')).toBeInTheDocument();
    expect(within(row).getByText('New').closest('.ToneChip')).toHaveClass('ToneChip-success');
    const saved = itemOf('Wall putty (Birla White)')!;
    expect(await bodyOf(log, 'POST', '/activity/create')).toMatchObject({
      action: 'created',
      entityType: 'material',
      entityId: saved._id,
      entityName: 'Wall putty (Birla White)',
    });
  });

  test('an empty form shows every field’s text and sends nothing; the header Cancel closes it', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const form = addForm();
    await user.type(field(form, 'Description'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    for (const text of EVERY_FIELD_TEXT) expect(await within(form).findByText(text)).toBeInTheDocument();
    expect(within(form).queryByText('Condition is required')).not.toBeInTheDocument();

    // The condition's placeholder cannot be picked, but a form left without one is refused too.
    fireEvent.change(field(form, 'Condition'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Condition is required')).toBeInTheDocument();
    expect(received(log, 'POST', '/excess-quantity/create')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel', expanded: true }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  test('a quantity of 0, -1 or letters is refused; a field’s error clears when it is edited', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const form = addForm();
    await fillIn(user, field(form, 'Description'), 'Cement bags');
    await user.selectOptions(field(form, 'Units'), 'bags');
    await fillIn(user, field(form, 'Location'), 'Godown');
    for (const typed of ['0', '-1', 'abc']) {
      await user.clear(field(form, 'Quantity'));
      await user.type(field(form, 'Quantity'), typed);
      await user.click(within(form).getByRole('button', { name: 'Add Item' }));
      expect(await within(form).findByText('Valid quantity is required')).toBeInTheDocument();
    }
    expect(received(log, 'POST', '/excess-quantity/create')).toHaveLength(0);

    await user.clear(field(form, 'Location'));
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Location is required')).toBeInTheDocument();
    await user.type(field(form, 'Quantity'), '2');
    await waitFor(() => expect(within(form).queryByText('Valid quantity is required')).not.toBeInTheDocument());
    expect(within(form).getByText('Location is required')).toBeInTheDocument();
  });

  test('edit opens the form filled in, saves the changes, toasts and logs', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    const tmt = itemOf(TMT)!;
    await user.click(within(rowOf(TMT)).getByRole('button', { name: `Edit ${TMT}` }));
    const form = screen.getByRole('form', { name: 'Edit Excess Item' });
    expect(screen.getByRole('heading', { name: 'Edit Excess Item' })).toBeInTheDocument();
    expect(field(form, 'Description')).toHaveValue(TMT);
    expect(field(form, 'Quantity')).toHaveValue(0.75);
    expect(field(form, 'Units')).toHaveValue('tons');
    expect(field(form, 'Location')).toHaveValue('Peenya godown');
    expect(field(form, 'Condition')).toHaveValue('Used');
    await fillIn(user, field(form, 'Quantity'), '1.2');
    await user.selectOptions(field(form, 'Condition'), 'New');
    await user.click(within(form).getByRole('button', { name: 'Update Item' }));

    expect(await toastOf('Item updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(received(log, 'PUT', '/excess-quantity/update/:id')[0].path).toBe(`/excess-quantity/update/${tmt._id}`);
    expect(await bodyOf(log, 'PUT', '/excess-quantity/update/:id')).toEqual({
      description: TMT,
      quantity: 1.2,
      units: 'tons',
      location: 'Peenya godown',
      condition: 'New',
    });
    await waitFor(() => expect(within(rowOf(TMT)).getByText('1.2')).toBeInTheDocument());
    expect(await bodyOf(log, 'POST', '/activity/create')).toMatchObject({ action: 'updated', entityType: 'material', entityId: tmt._id, entityName: TMT });
  });

  test('editing an item saved without a condition opens with none and asks for one; nothing is sent until it is chosen', async () => {
    const log = recordRequests();
    const tmt = itemOf(TMT)!;
    // A record the provider stores without a condition (the mock's own schema insists on one).
    addScenario(failWith('GET', LIST, 200, db.excessItems.findMany().map((item) => (item._id === tmt._id ? { ...item, condition: '' } : item))));
    const { user } = await openScreen();
    await user.click(within(rowOf(TMT)).getByRole('button', { name: `Edit ${TMT}` }));
    const form = screen.getByRole('form', { name: 'Edit Excess Item' });
    expect(field(form, 'Condition')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Update Item' }));
    expect(await within(form).findByText('Condition is required')).toBeInTheDocument();
    expect(received(log, 'PUT', '/excess-quantity/update/:id')).toHaveLength(0);

    await user.selectOptions(field(form, 'Condition'), 'Unopened');
    expect(within(form).queryByText('Condition is required')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Item' }));
    expect(await toastOf('Item updated successfully!')).toBeInTheDocument();
    expect(await bodyOf(log, 'PUT', '/excess-quantity/update/:id')).toMatchObject({ condition: 'Unopened' });
  });

  test('delete asks with the item’s description, removes it, toasts and logs', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    const cement = itemOf(CEMENT)!;
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Delete ${CEMENT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Excess Item' });
    expect(within(dialog).getByText(`Are you sure you want to delete "${CEMENT}"? This action cannot be undone.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('Item deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText(CEMENT)).not.toBeInTheDocument());
    expect(itemOf(CEMENT)).toBeUndefined();
    expect(await bodyOf(log, 'POST', '/activity/create')).toMatchObject({ action: 'deleted', entityType: 'material', entityId: cement._id, entityName: CEMENT });
  });

  test('a failed save is a red toast and keeps what was typed', async () => {
    addScenario(failWith('POST', '/excess-quantity/create', 500, { message: 'Database down' }));
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const form = addForm();
    await fillIn(user, field(form, 'Description'), 'Granite slabs');
    await fillIn(user, field(form, 'Quantity'), '6');
    await user.selectOptions(field(form, 'Units'), 'm²');
    await fillIn(user, field(form, 'Location'), 'Hebbal site yard');
    await user.selectOptions(field(form, 'Condition'), 'Unopened');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    const toast = await toastOf('Failed to save item. Please try again.');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(field(form, 'Description')).toHaveValue('Granite slabs');
    expect(field(form, 'Quantity')).toHaveValue(6);
    expect(field(form, 'Units')).toHaveValue('m²');
    expect(field(form, 'Location')).toHaveValue('Hebbal site yard');
    expect(field(form, 'Condition')).toHaveValue('Unopened');
    expect(within(form).getByRole('button', { name: 'Add Item' })).toBeEnabled();
    expect(itemOf('Granite slabs')).toBeUndefined();
  });

  test('a failed delete is a red toast and the item stays', async () => {
    addScenario(failWith('DELETE', '/excess-quantity/delete/:id', 500, { message: 'Database down' }));
    const { user } = await openScreen();
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Delete ${CEMENT}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Excess Item' })).getByRole('button', { name: 'Delete' }));
    const toast = await toastOf('Failed to delete item. Please try again.');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    // The page is hidden from the accessibility tree until the dialog has gone.
    await waitFor(() => expect(within(table()).getByText(CEMENT)).toBeInTheDocument());
    expect(itemOf(CEMENT)).toBeDefined();
  });

  test('a failed load says so with Retry, which brings the list back', async () => {
    addScenario(failWith('GET', LIST, 500, { message: 'Database down' }));
    const { user } = renderApp(PATH, { as: 'materialManager' });
    expect(await screen.findByText('Failed to load excess items. Please try again.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No excess items found')).not.toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await within(await screen.findByRole('table', { name: 'Excess items' }, LOAD)).findByText(CEMENT, undefined, LOAD);
    expect(screen.queryByText('Failed to load excess items. Please try again.')).not.toBeInTheDocument();
  });

  test('a reload that fails after a write empties the list instead of showing the old rows', async () => {
    const { user } = await openScreen();
    addScenario(failWith('GET', LIST, 500, { message: 'Database down' }));
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Delete ${CEMENT}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Excess Item' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to load excess items. Please try again.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(TMT)).not.toBeInTheDocument();
  });

  test('with no items it prompts to add the first, and Add First Item opens the form', async () => {
    addScenario(failWith('GET', LIST, 200, []));
    const { user } = renderApp(PATH, { as: 'materialManager' });
    expect(await screen.findByText('No excess items found', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Add your first excess item to get started.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Item' }));
    expect(addForm()).toBeInTheDocument();
    expect(field(addForm(), 'Description')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel', expanded: true })).toBeInTheDocument();
  });

  test('an answer that is not a list is read as no items', async () => {
    addScenario(failWith('GET', LIST, 200, { items: 'none' }));
    renderApp(PATH, { as: 'materialManager' });
    expect(await screen.findByText('No excess items found', undefined, LOAD)).toBeInTheDocument();
  });

  test('a viewer without MANAGE_MATERIALS sees the list but cannot add, edit or delete', async () => {
    const viewer = await createStaff({ role: 'Site Clerk', permissions: ['VIEW_MATERIALS'] });
    await openScreen({ email: viewer.email });
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    expect(within(rowOf(CEMENT)).queryByRole('button', { name: `Edit ${CEMENT}` })).not.toBeInTheDocument();
    expect(within(rowOf(CEMENT)).queryByRole('button', { name: `Delete ${CEMENT}` })).not.toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
  });

  test('under 768 px each item is a card', async () => {
    screenWidth(375);
    renderApp(PATH, { as: 'materialManager' });
    const list = await screen.findByRole('list', { name: 'Excess items' }, LOAD);
    // The first item: a long list draws only the cards in view and a few beyond.
    const card = await within(list).findByRole('listitem', { name: PLYWOOD }, LOAD);
    expect(within(card).getByText('Electronic City site store')).toBeInTheDocument();
    expect(within(card).getByText('Used')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Edit ${PLYWOOD}` })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('user text is shown as text', async () => {
    addScenario(failWith('GET', LIST, 200, [{ _id: 'x1', description: '<b>Bold</b> tiles', quantity: '3', units: 'boxes', location: '<i>Yard</i>', condition: 'New' }]));
    renderApp(PATH, { as: 'materialManager' });
    expect(await screen.findByText('<b>Bold</b> tiles', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('<i>Yard</i>')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });
});
