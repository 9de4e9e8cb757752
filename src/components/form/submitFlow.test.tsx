import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string } from 'yup';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceBy, advanceTimers, useFakeTimeouts } from '../../../tests/timers';
import { FormDialog } from '../FormDialog';
import { FormPage } from '../FormPage';
import { ToastHost } from '../ToastHost';
import { FormActions } from './FormActions';
import { FormBanner } from './FormBanner';
import { FormCard } from './FormCard';
import { FormTextField } from './FormTextField';
import { useSubmitFlow } from './useSubmitFlow';

/** A write the test settles: it fails with the server's text, or succeeds. */
function controlledWrite() {
  const settle: { ok: () => void; fail: (text: string) => void } = { ok: () => undefined, fail: () => undefined };
  const call = vi.fn(
    (_name: string) =>
      new Promise<void>((resolve, reject) => {
        settle.ok = resolve;
        settle.fail = (text) => reject(new Error(text));
      }),
  );
  return { call, settle };
}

type Write = (name: string) => Promise<void>;
const messageOf = (error: unknown) => (error as Error).message;

/** A create page of things; its list is /things. */
function CreatePage({ call, afterSaveMs }: { call: Write; afterSaveMs?: number }) {
  const { control, handleSubmit } = useForm({ defaultValues: { name: '' } });
  return (
    <FormPage
      title="Add Thing"
      formLabel="Add thing"
      handleSubmit={handleSubmit}
      send={({ name }) => call(name)}
      successText="Saved"
      errorText={messageOf}
      submitLabel="Create Thing"
      returnTo={{ path: '/things', afterSaveMs, backButton: 'Back to things' }}
    >
      {(locked) => <FormTextField control={control} name="name" label="Name" disabled={locked} />}
    </FormPage>
  );
}

/** An edit dialog whose write leaves it open for another change (a dialog normally closes on success). */
function EditDialog({ call }: { call: Write }) {
  const { control, handleSubmit } = useForm({ defaultValues: { name: '' } });
  return (
    <FormDialog title="Edit Thing" handleSubmit={handleSubmit} send={({ name }) => call(name)} errorText={messageOf} afterSave="edit" onClose={() => undefined}>
      {(locked) => <FormTextField control={control} name="name" label="Name" disabled={locked} />}
    </FormDialog>
  );
}

describe.each([
  // A create page is done once its record is saved; a form that stays for another change may send again.
  { shell: 'page', Form: CreatePage, submit: 'Create Thing', busyLabel: 'Creating...', lockedOnceSaved: true },
  { shell: 'dialog', Form: EditDialog, submit: 'Save Changes', busyLabel: 'Saving...', lockedOnceSaved: false },
])('the form $shell shell', ({ Form, submit, busyLabel, lockedOnceSaved }) => {
  /** The form shown with 'Cement' typed into its field, its write held until the test settles it. */
  async function typedForm() {
    const user = userEvent.setup();
    const { call, settle } = controlledWrite();
    render(<Form call={call} />, { wrapper: MemoryRouter });
    await user.type(screen.getByLabelText('Name'), 'Cement');
    return { user, call, settle };
  }

  test('locks while it saves and sends a double click once', async () => {
    const { user, call, settle } = await typedForm();
    await user.dblClick(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('button', { name: busyLabel })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('Cement');
    settle.ok();
    const again = await screen.findByRole('button', { name: submit });
    if (lockedOnceSaved) {
      expect(again).toBeDisabled();
    } else {
      await user.click(again);
      expect(call).toHaveBeenCalledTimes(2);
    }
  });

  test('a server error is shown in red and what was typed stays', async () => {
    const { user, call, settle } = await typedForm();
    await user.click(screen.getByRole('button', { name: submit }));
    settle.fail('Name already taken');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Name already taken');
    expect(alert.className).toMatch(/Error/);
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeEnabled());
    expect(screen.getByLabelText('Name')).toHaveValue('Cement');
    // And it can be sent again.
    await user.click(screen.getByRole('button', { name: submit }));
    expect(call).toHaveBeenCalledTimes(2);
  });
});

test("the create page refuses in amber by its own rules, and says when it was saved", async () => {
  const user = userEvent.setup();
  const send = vi.fn(async () => 'id-1');
  function Required() {
    const { control, handleSubmit } = useForm({ defaultValues: { name: '' }, resolver: yupResolver(object({ name: string().required('Name is required') })) });
    return (
      <FormPage
        title="Add Thing"
        formLabel="Add thing"
        handleSubmit={handleSubmit}
        send={send}
        successText={(id) => `Created ${id}`}
        errorText={messageOf}
        invalidText="Please fix the errors below"
        submitLabel="Create Thing"
        returnTo={{ path: '/things' }}
      >
        {(locked) => <FormTextField control={control} name="name" label="Name" disabled={locked} />}
      </FormPage>
    );
  }
  render(<Required />, { wrapper: MemoryRouter });
  await user.click(screen.getByRole('button', { name: 'Create Thing' }));
  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent('Please fix the errors below');
  expect(refusal.className).toMatch(/Warning/);
  expect(send).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Name'), 'Cement');
  await user.click(screen.getByRole('button', { name: 'Create Thing' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Created id-1'));
  expect(screen.getByRole('alert').className).toMatch(/Success/);
  expect(screen.getByLabelText('Name')).toBeDisabled();
});

test('a page that tells its outcome in toasts: the refusal amber, a failure red, a failure it handled itself not at all', async () => {
  const user = userEvent.setup();
  const send = vi.fn(async (_values: { name: string }): Promise<void> => {
    throw new Error(send.mock.calls.length === 1 ? 'Server said no' : 'handled');
  });
  function Toasting() {
    const { control, handleSubmit, setError } = useForm({
      defaultValues: { name: '' },
      resolver: yupResolver(object({ name: string().required('Name is required') })),
    });
    return (
      <>
        <ToastHost />
        <FormPage
          title="Add Thing"
          formLabel="Add thing"
          handleSubmit={handleSubmit}
          send={send}
          errorText={(error) => {
            if (messageOf(error) !== 'handled') return messageOf(error);
            setError('name', { message: 'Name is taken' });
            return null;
          }}
          invalidText="Please fix the errors below"
          failureIn="toast"
          submitLabel="Create Thing"
          returnTo={{ path: '/things' }}
        >
          {(locked) => <FormTextField control={control} name="name" label="Name" disabled={locked} />}
        </FormPage>
      </>
    );
  }
  render(<Toasting />, { wrapper: MemoryRouter });
  await user.click(screen.getByRole('button', { name: 'Create Thing' }));
  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent('Please fix the errors below');
  expect(refusal.className).toMatch(/Warning/);
  // The toast, not a banner inside the form.
  expect(screen.getByRole('form', { name: 'Add thing' })).not.toContainElement(refusal);

  await user.type(screen.getByLabelText('Name'), 'Cement');
  await user.click(screen.getByRole('button', { name: 'Create Thing' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server said no'));
  expect(screen.getByRole('alert').className).toMatch(/Error/);

  await user.click(screen.getByRole('button', { name: 'Create Thing' }));
  expect(await screen.findByText('Name is taken')).toBeInTheDocument();
  expect(send).toHaveBeenCalledTimes(2);
  expect(screen.getByLabelText('Name')).toHaveValue('Cement');
});

test('an inline form card: its heading names it, and Save waits until the form says it may be sent', async () => {
  const user = userEvent.setup();
  const send = vi.fn(async () => undefined);
  function Inline() {
    const { control, handleSubmit, formState } = useForm({
      defaultValues: { name: '' },
      mode: 'onChange',
      resolver: yupResolver(object({ name: string().trim().required('Name is required') })),
    });
    return (
      <FormCard
        heading="Add Thing"
        formLabel="Add thing"
        handleSubmit={handleSubmit}
        send={send}
        errorText={messageOf}
        canSubmit={formState.isValid}
        submitLabel="Save"
        busyLabel="Saving..."
        onCancel={() => undefined}
      >
        {(locked) => <FormTextField control={control} name="name" label="Name" disabled={locked} />}
      </FormCard>
    );
  }
  render(<Inline />);
  expect(screen.getByRole('heading', { name: 'Add Thing' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(screen.getByLabelText('Name'), '  ');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(screen.getByLabelText('Name'), 'Cement');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(send).toHaveBeenCalledWith({ name: 'Cement' });
});

describe('the edit dialog', () => {
  function Dialog({ send, onClose, unchanged }: { send: (values: { name: string }) => Promise<unknown>; onClose: () => void; unchanged?: (values: { name: string }) => boolean }) {
    const { control, handleSubmit } = useForm({ defaultValues: { name: 'Cement' } });
    return (
      <>
        <ToastHost />
        <FormDialog title="Edit Thing" handleSubmit={handleSubmit} send={send} successText="Thing updated" errorText={messageOf} unchanged={unchanged} onClose={onClose}>
          {(locked) => <FormTextField control={control} name="name" label="Name" disabled={locked} />}
        </FormDialog>
      </>
    );
  }

  test('a success is told in a toast and closes the dialog', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<Dialog send={send} onClose={onClose} />);
    await user.type(screen.getByLabelText('Name'), ' bags');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Cement bags' });
    expect(screen.getByRole('alert')).toHaveTextContent('Thing updated');
    expect(screen.getByRole('alert').className).toMatch(/Success/);
  });

  test('a failure shows in the dialog, which stays open, and can be closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Dialog send={() => Promise.reject(new Error('Update failed'))} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Thing' });
    await waitFor(() => expect(dialog).toHaveTextContent('Update failed'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveTextContent('Update failed');
  });

  test('an edit that changed nothing closes without a call', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<Dialog send={send} onClose={onClose} unchanged={({ name }) => name === 'Cement'} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});

test('a success on the banner goes after 3 s, as a toast does; an error stays', async () => {
  useFakeTimeouts();
  const user = userEvent.setup({ advanceTimers });
  let fail = false;
  function Inline() {
    const { control, handleSubmit } = useForm({ defaultValues: { name: 'Cement' } });
    return (
      <FormCard
        formLabel="Edit thing"
        handleSubmit={handleSubmit}
        send={async () => {
          if (fail) throw new Error('Server said no');
        }}
        successText="Thing updated successfully!"
        errorText={messageOf}
        afterSave="edit"
        onCancel={() => undefined}
      >
        {(locked) => <FormTextField control={control} name="name" label="Name" disabled={locked} />}
      </FormCard>
    );
  }
  render(<Inline />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Thing updated successfully!');
  await advanceBy(2_000);
  expect(screen.getByRole('alert')).toHaveTextContent('Thing updated successfully!');
  await advanceBy(1_000);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  fail = true;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Server said no');
  await advanceBy(10_000);
  expect(screen.getByRole('alert')).toHaveTextContent('Server said no');
});

test('used directly, by a form of its own layout: one save at a time, and it may save again', async () => {
  const user = userEvent.setup();
  const { call, settle } = controlledWrite();
  function Switches() {
    const flow = useSubmitFlow<string, void>({ send: call, successText: 'Permissions saved', successIn: 'banner', errorText: messageOf, afterSave: 'edit' });
    return (
      <div>
        <FormBanner message={flow.banner} />
        <button type="button" disabled={flow.busy} onClick={() => void flow.submit('list')}>
          Save list
        </button>
        <button type="button" onClick={() => void flow.submit('role')}>
          Use role
        </button>
        <FormActions busy={flow.busy} submitLabel="Idle" busyLabel="Saving..." />
      </div>
    );
  }
  render(<Switches />);
  await user.click(screen.getByRole('button', { name: 'Save list' }));
  await user.click(screen.getByRole('button', { name: 'Use role' }));
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  expect(call).toHaveBeenCalledTimes(1);
  expect(call).toHaveBeenCalledWith('list');
  settle.ok();
  expect(await screen.findByRole('alert')).toHaveTextContent('Permissions saved');
  await user.click(screen.getByRole('button', { name: 'Use role' }));
  expect(call).toHaveBeenCalledTimes(2);
  expect(call).toHaveBeenLastCalledWith('role');
});

describe('a create page returns to its list', () => {
  function renderAt(page: React.ReactNode) {
    render(
      <MemoryRouter initialEntries={['/things/new']}>
        <Routes>
          <Route path="/things" element={<h1>Things</h1>} />
          <Route path="/things/new" element={page} />
        </Routes>
      </MemoryRouter>,
    );
  }

  test.each(['Cancel', 'Back to things'])('%s goes to the list without sending', async (button) => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    renderAt(<CreatePage call={send} />);
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  test('a saved record goes to the list once its success has been read, not before', async () => {
    useFakeTimeouts();
    const user = userEvent.setup({ advanceTimers });
    renderAt(<CreatePage call={async () => undefined} afterSaveMs={2_000} />);
    await user.click(screen.getByRole('button', { name: 'Create Thing' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await advanceBy(1_999);
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
    await advanceBy(1);
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
  });

  test('without a delay the page stays on its success', async () => {
    const user = userEvent.setup();
    renderAt(<CreatePage call={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Create Thing' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
  });
});
