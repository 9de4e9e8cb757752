import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { FormTextField } from './FormTextField';
import { useSchemaForm } from './useSchemaForm';

const schema = yup.object({ role: yup.string().required() });

function RoleForm({ held, roles }: { held: string; roles: readonly string[] }) {
  const { control } = useSchemaForm<{ role: string }>(schema, { role: held });
  return <FormTextField control={control} name="role" label="Role" options={roles} />;
}

test('a dropdown shows the value it holds while its choices are not there yet, and the choices once they are', () => {
  const { rerender } = render(<RoleForm held="Project Manager" roles={[]} />);
  expect(screen.getByLabelText('Role')).toHaveValue('Project Manager');
  rerender(<RoleForm held="Project Manager" roles={['Accountant', 'Project Manager']} />);
  expect(screen.getByLabelText('Role')).toHaveValue('Project Manager');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select role', 'Accountant', 'Project Manager']);
});

test('a value the choices do not list stays shown, and the user can still pick a listed one', async () => {
  const user = userEvent.setup();
  render(<RoleForm held="Site Engineer" roles={['Accountant', 'Project Manager']} />);
  expect(screen.getByLabelText('Role')).toHaveValue('Site Engineer');
  await user.selectOptions(screen.getByLabelText('Role'), 'Accountant');
  expect(screen.getByLabelText('Role')).toHaveValue('Accountant');
});

test('an empty dropdown shows its prompt, not an empty choice', () => {
  render(<RoleForm held="" roles={['Accountant']} />);
  expect(screen.getByLabelText('Role')).toHaveValue('');
  expect(screen.getAllByRole('option')).toHaveLength(2);
});
