import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECT_CHOICE, VENDOR_CHOICE, type PickableProject, type PickableVendor } from '../typeAheadEntities';
import { FormTypeAhead } from './FormTypeAhead';

const PROJECTS: (PickableProject & { client: string })[] = [
  { _id: 'p1', projectName: 'Green Valley Villas', projectNumber: '2025/SGKE/001', client: 'Green Valley Developers' },
  { _id: 'p2', projectName: 'Sai Towers', projectNumber: '2025/SGKE/013', client: 'Sai Builders' },
];
const VENDORS: PickableVendor[] = [
  { _id: 'v1', vendorName: 'Shree Traders', category: 'Cement' },
  { _id: 'v2', vendorName: 'Bharat Steels', category: 'Steel' },
];

interface Values {
  project: string;
  vendor: string;
}

/** A form as a screen holds one: the field keeps a name; Send shows what the form would send. */
function ProjectForm({ start = '', onChosen = () => {} }: { start?: string; onChosen?: (project: PickableProject | null) => void }) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { project: start, vendor: '' } });
  const [sent, setSent] = useState<Values | null>(null);
  return (
    <form onSubmit={handleSubmit(setSent)}>
      <output>{sent && JSON.stringify(sent)}</output>
      <FormTypeAhead
        control={control}
        name="project"
        entity={PROJECT_CHOICE}
        options={PROJECTS}
        valueOf={(project) => project.projectName}
        label="Project"
        blurDelayMs={0}
        helperText="Search by name or number"
        onChosen={onChosen}
      />
      <FormTypeAhead control={control} name="vendor" freeText entity={VENDOR_CHOICE} options={VENDORS} valueOf={(vendor) => vendor.vendorName} label="Vendor" blurDelayMs={0} />
      <button type="button" onClick={() => setError('project', { message: 'Project is required' })}>
        Refuse
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const sent = async () => {
  const output = screen.getByRole('status');
  await vi.waitFor(() => expect(output).not.toBeEmptyDOMElement());
  return JSON.parse(output.textContent ?? '') as Values;
};

test('a picked option is kept as its text, and the screen hears of the choice', async () => {
  const user = userEvent.setup();
  const onChosen = vi.fn();
  render(<ProjectForm onChosen={onChosen} />);
  await user.type(screen.getByRole('combobox', { name: 'Project' }), 'towers');
  await user.click(screen.getByRole('option', { name: /Sai Towers/ }));
  expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('Sai Towers');
  expect(onChosen).toHaveBeenCalledWith(PROJECTS[1]);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await sent()).toEqual({ project: 'Sai Towers', vendor: '' });
});

test('a form that starts with a kept text shows its option', () => {
  render(<ProjectForm start="Green Valley Villas" />);
  expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('Green Valley Villas');
});

test('the field shows its error in place of the helper text', async () => {
  const user = userEvent.setup();
  render(<ProjectForm />);
  expect(screen.getByText('Search by name or number')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refuse' }));
  expect(await screen.findByText('Project is required')).toBeInTheDocument();
  expect(screen.queryByText('Search by name or number')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Project' })).toHaveAttribute('aria-invalid', 'true');
});

test('free text keeps what is typed, and a picked suggestion replaces it with its name', async () => {
  const user = userEvent.setup();
  render(<ProjectForm />);
  const vendor = screen.getByRole('combobox', { name: 'Vendor' });
  await user.type(vendor, 'Local hardware shop');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await sent()).toEqual({ project: '', vendor: 'Local hardware shop' });

  await user.clear(vendor);
  await user.type(vendor, 'bharat');
  await user.click(screen.getByRole('option', { name: /Bharat Steels/ }));
  expect(vendor).toHaveValue('Bharat Steels');
});
