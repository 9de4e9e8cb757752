import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TypeAhead } from './TypeAhead';
import { LABOUR_PROFILE_CHOICE, PROJECT_CHOICE, VENDOR_CHOICE, type PickableLabourProfile, type PickableProject, type PickableVendor } from './typeAheadEntities';

const PROJECTS: PickableProject[] = [
  { _id: 'p1', projectName: 'Green Valley Villas', projectNumber: '2025/SGKE/001' },
  { _id: 'p2', projectName: 'Sai Residency – Block A', projectNumber: '2025/SGKE/002' },
  { _id: 'p3', projectName: 'Sai Towers', projectNumber: '2025/SGKE/013' },
  { _id: 'p4', projectName: 'Riverside Clinic', projectNumber: '2024/SGKE/104' },
];

const PROFILES: PickableLabourProfile[] = [
  { _id: 'l1', name: 'Ramesh Naik', phone: '9845012345' },
  { _id: 'l2', name: 'Suresh Gowda', phone: '9880123456' },
  { _id: 'l3', name: 'Lakshmi Bai', phone: '9731345678' },
];

/** A project chooser as a screen holds it: the chosen project lives in the screen's state. */
function ProjectChooser({ projects = PROJECTS, onChange = () => {} }: { projects?: PickableProject[]; onChange?: (p: PickableProject | null) => void }) {
  const [project, setProject] = useState<PickableProject | null>(null);
  return (
    <>
      <TypeAhead
        entity={PROJECT_CHOICE}
        options={projects}
        value={project}
        onChange={(next) => {
          setProject(next);
          onChange(next);
        }}
        blurDelayMs={150}
        label="Select Project"
      />
      <p>Chosen: {project?.projectName ?? 'none'}</p>
      <button type="button">Elsewhere</button>
    </>
  );
}

/** A free-text name with profile suggestions, as the labour sheet's Name cell uses it. */
function NameField() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <>
      <TypeAhead
        freeText
        entity={LABOUR_PROFILE_CHOICE}
        options={PROFILES}
        text={name}
        onTextChange={(text) => {
          setName(text);
          setPhone('');
        }}
        onPick={(profile) => {
          setName(profile.name);
          setPhone(profile.phone);
        }}
        blurDelayMs={200}
        label="Name, row 1"
        hiddenLabel
      />
      <p>Phone: {phone || 'none'}</p>
    </>
  );
}

const combobox = (name: RegExp | string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const optionTexts = () => options().map((o) => o.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('choosing a project', () => {
  test('typing filters by name or number, trimmed and ignoring case; each suggestion shows both', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, '  SAI ');
    expect(screen.getByRole('listbox', { name: 'Select Project suggestions' })).toBeInTheDocument();
    expect(optionTexts()).toEqual(['Sai Residency – Block A2025/SGKE/002', 'Sai Towers2025/SGKE/013']);

    await user.clear(input);
    await user.type(input, '/104');
    expect(optionTexts()).toEqual(['Riverside Clinic2024/SGKE/104']);
  });

  test('nothing matching says so', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    await user.type(combobox('Select Project'), 'no such project');
    expect(screen.getByText('No matching projects')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('picking with the mouse shows the project in the field and tells the screen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ProjectChooser onChange={onChange} />);
    const input = combobox('Select Project');
    await user.type(input, 'valley');
    await user.click(screen.getByRole('option', { name: /Green Valley Villas/ }));
    expect(input).toHaveValue('Green Valley Villas');
    expect(onChange).toHaveBeenLastCalledWith(PROJECTS[0]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('the keyboard: arrows move and stop at the ends, Home and End jump, Enter picks', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, 'SGKE');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const [first, second, , last] = options();
    const active = () => input.getAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(first.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{End}');
    expect(active()).toBe(last.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(last.id);
    await user.keyboard('{Home}');
    expect(active()).toBe(first.id);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Sai Residency – Block A');
    expect(screen.getByText('Chosen: Sai Residency – Block A')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the list and puts back the chosen project', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, 'towers');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Sai Towers');

    await user.type(input, 'clinic', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    expect(optionTexts()).toEqual(['Riverside Clinic2024/SGKE/104']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Sai Towers');
    expect(screen.getByText('Chosen: Sai Towers')).toBeInTheDocument();
  });

  test('after Escape, typing again and the arrows work as before', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, '/104');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, '/104');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Riverside Clinic');
  });

  test('emptying the field, or its Clear button, clears the choice', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, 'towers');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.clear(input);
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();

    await user.type(input, 'clinic');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Chosen: Riverside Clinic')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
  });

  test('the list closes the blur delay after the field loses focus, and leaving puts back the chosen project', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, 'valley');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'sai', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(149));
    expect(optionTexts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Green Valley Villas');
  });

  test('a click on a suggestion within the delay still picks it', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, 'towers');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('option', { name: /Sai Towers/ }));
    expect(input).toHaveValue('Sai Towers');
    expect(screen.getByText('Chosen: Sai Towers')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('coming back before the delay is over keeps the list open', async () => {
    const user = userEvent.setup();
    render(<ProjectChooser />);
    const input = combobox('Select Project');
    await user.type(input, 'sai');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(100));
    act(() => input.focus());
    act(() => vi.advanceTimersByTime(500));
    expect(optionTexts()).toHaveLength(2);
  });

  test('thousands of projects: only the first matches are rendered, with a note to type more', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 5000 }, (_, i) => ({
      _id: `m${i}`,
      projectName: `Project ${i}`,
      projectNumber: `2025/SGKE/${String(i).padStart(4, '0')}`,
    }));
    render(<ProjectChooser projects={many} />);
    const input = combobox('Select Project');
    await user.type(input, 'project');
    expect(options()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 5,000 matches. Type more to narrow them.')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[49].id);

    await user.type(input, ' 4999');
    expect(optionTexts()).toEqual(['Project 49992025/SGKE/4999']);
    expect(screen.queryByText(/Type more to narrow them/)).not.toBeInTheDocument();
  });
});

describe('a free-text name with labour profile suggestions', () => {
  test('suggestions match name or phone and show both; picking fills name and phone', async () => {
    const user = userEvent.setup();
    render(<NameField />);
    const input = combobox('Name, row 1');
    await user.type(input, '98801');
    expect(screen.getByRole('listbox', { name: 'Name, row 1 suggestions' })).toBeInTheDocument();
    expect(optionTexts()).toEqual(['Suresh Gowda9880123456']);
    await user.click(options()[0]);
    expect(input).toHaveValue('Suresh Gowda');
    expect(screen.getByText('Phone: 9880123456')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('typing after a pick keeps the text and clears the phone; a name nobody has is accepted', async () => {
    const user = userEvent.setup();
    render(<NameField />);
    const input = combobox('Name, row 1');
    await user.type(input, 'ram');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Phone: 9845012345')).toBeInTheDocument();

    await user.type(input, ' Jr');
    expect(input).toHaveValue('Ramesh Naik Jr');
    expect(screen.getByText('Phone: none')).toBeInTheDocument();
    // Nothing matches: no list, no "no match" text, and Enter keeps the typed name.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText('No matching labour profiles')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Ramesh Naik Jr');
  });

  test('the keyboard works as for projects, and Escape closes the list keeping the text', async () => {
    const user = userEvent.setup();
    render(<NameField />);
    const input = combobox('Name, row 1');
    await user.type(input, 'sh');
    expect(optionTexts()).toEqual(['Ramesh Naik9845012345', 'Suresh Gowda9880123456', 'Lakshmi Bai9731345678']);
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[2].id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[2].id);
    await user.keyboard('{Home}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('sh');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  test('Clear empties the name and the phone', async () => {
    const user = userEvent.setup();
    render(<NameField />);
    const input = combobox('Name, row 1');
    await user.type(input, 'lak');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Phone: 9731345678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(screen.getByText('Phone: none')).toBeInTheDocument();
  });

  test('the list closes the blur delay after the field loses focus', async () => {
    const user = userEvent.setup();
    render(<NameField />);
    const input = combobox('Name, row 1');
    await user.type(input, 'a');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('a');
  });
});

describe('choosing a vendor', () => {
  const VENDORS: PickableVendor[] = [
    { _id: 'v1', vendorName: 'Shree Traders', category: 'Material Supplier' },
    { _id: 'v2', vendorName: 'Karnataka Steel Corporation', category: 'Material Supplier' },
    { _id: 'saved:Lakshmi Hardware', vendorName: 'Lakshmi Hardware', category: '' },
  ];
  function VendorChooser() {
    const [vendor, setVendor] = useState<PickableVendor | null>(null);
    return (
      <>
        <TypeAhead entity={VENDOR_CHOICE} options={VENDORS} value={vendor} onChange={setVendor} blurDelayMs={150} label="Vendor" required />
        <p>Chosen: {vendor?.vendorName ?? 'none'}</p>
      </>
    );
  }

  test('vendors are searched by name and show their category; one without a category shows its name alone', async () => {
    const user = userEvent.setup();
    render(<VendorChooser />);
    const input = combobox('Vendor');
    // A required field: its label carries the asterisk and the input says so.
    expect(input).toBeRequired();
    expect(screen.getByText('*', { exact: false, selector: '.MuiFormLabel-asterisk' })).toBeInTheDocument();
    await user.type(input, 'a');
    expect(optionTexts()).toEqual(['Shree TradersMaterial Supplier', 'Karnataka Steel CorporationMaterial Supplier', 'Lakshmi Hardware']);
    await user.clear(input);
    await user.type(input, 'supplier');
    expect(screen.getByText('No matching vendors')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'steel');
    await user.click(screen.getByRole('option', { name: /Karnataka Steel Corporation/ }));
    expect(input).toHaveValue('Karnataka Steel Corporation');
    expect(screen.getByText('Chosen: Karnataka Steel Corporation')).toBeInTheDocument();
  });
});
