import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { FormTextField } from './FormTextField';
import { useSchemaForm } from './useSchemaForm';

const schema = yup.object({ name: yup.string().trim().required('Name is required').min(3, 'Name is too short') });

function NameForm({ clearErrorOnEdit }: { clearErrorOnEdit?: boolean }) {
  const { control, handleSubmit } = useSchemaForm<{ name: string }>(schema, { name: '' }, { clearErrorOnEdit });
  return (
    <form aria-label="Name form" onSubmit={handleSubmit(() => undefined)}>
      <FormTextField control={control} name="name" label="Name" />
      <button type="submit">Save</button>
    </form>
  );
}

test("the schema's message shows on submit, and goes as soon as the field is edited, until the next submit", async () => {
  const user = userEvent.setup();
  render(<NameForm />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'A');
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  expect(screen.queryByText('Name is too short')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is too short')).toBeInTheDocument();
});

test('a form that keeps its errors while typing checks the field again at each keystroke', async () => {
  const user = userEvent.setup();
  render(<NameForm clearErrorOnEdit={false} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'A');
  expect(await screen.findByText('Name is too short')).toBeInTheDocument();
});
