import { permissionsFromFlags } from '@/lib/permissions';
import { GO_SHORTCUT_WINDOW_MS } from '@/config/constants';
import { SEED_ROLES } from '../../mocks/seed';
import { createShortcutHandler, goShortcutsFor } from './shortcuts';

function setup({ search = true, letters = ['d'] }: { search?: boolean; letters?: string[] } = {}) {
  const actions = {
    showHelp: vi.fn(),
    focusSearch: vi.fn(() => search),
    go: vi.fn((letter: string) => letters.includes(letter)),
  };
  const shortcuts = createShortcutHandler(actions);
  document.addEventListener('keydown', shortcuts.handle);
  onTestFinished(() => {
    document.removeEventListener('keydown', shortcuts.handle);
    shortcuts.dispose();
  });
  return actions;
}

/** Presses a key on `target` (the page itself unless given); returns whether the page kept the key's own effect. */
function press(key: string, { target = document.body as Element, ...init }: KeyboardEventInit & { target?: Element } = {}): boolean {
  return target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

function field(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test("'?' shows the shortcuts and '/' focuses the screen's search box", () => {
  const actions = setup();
  expect(press('?', { shiftKey: true })).toBe(false);
  expect(actions.showHelp).toHaveBeenCalledOnce();
  expect(press('/')).toBe(false);
  expect(actions.focusSearch).toHaveBeenCalledOnce();
});

test("'/' on a screen without a search box leaves the key alone", () => {
  const actions = setup({ search: false });
  expect(press('/')).toBe(true);
  expect(actions.focusSearch).toHaveBeenCalledOnce();
});

test("'g' then a letter within the window goes to that letter's section", () => {
  vi.useFakeTimers();
  const actions = setup();
  press('g');
  vi.advanceTimersByTime(GO_SHORTCUT_WINDOW_MS - 1);
  expect(press('d')).toBe(false);
  expect(actions.go).toHaveBeenCalledExactlyOnceWith('d');
});

test("a letter after the window has passed, or without 'g', goes nowhere", () => {
  vi.useFakeTimers();
  const actions = setup();
  press('g');
  vi.advanceTimersByTime(GO_SHORTCUT_WINDOW_MS);
  expect(press('d')).toBe(true);
  expect(actions.go).not.toHaveBeenCalled();
});

test("a letter no section has is left to the page; the wait ends with it", () => {
  const actions = setup();
  press('g');
  expect(press('z')).toBe(true);
  expect(actions.go).toHaveBeenCalledExactlyOnceWith('z');
  press('d');
  expect(actions.go).toHaveBeenCalledOnce();
});

test("Esc, or another key, after 'g' ends the wait; Shift alone does not", () => {
  const actions = setup();
  press('g');
  press('Escape');
  press('d');
  press('g');
  press('Shift');
  press('D', { shiftKey: true });
  expect(actions.go).toHaveBeenCalledExactlyOnceWith('d');
});

test.each([
  ['a text field', '<input type="text" />'],
  ['a search box', '<input type="search" />'],
  ['a text area', '<textarea></textarea>'],
  ['a select', '<select><option>One</option></select>'],
  ['editable text', '<div contenteditable="true"><p>text</p></div>'],
  ['a dialog', '<div role="dialog"><button>Close</button></div>'],
  ['a menu', '<ul role="menu"><li role="menuitem">Logout</li></ul>'],
])('keys typed in %s are not shortcuts', (_, html) => {
  const actions = setup();
  const target = field(html).querySelector('p, button, li') ?? document.body.firstElementChild!;
  for (const key of ['?', '/', 'g', 'd']) expect(press(key, { target })).toBe(true);
  expect(actions.showHelp).not.toHaveBeenCalled();
  expect(actions.focusSearch).not.toHaveBeenCalled();
  expect(actions.go).not.toHaveBeenCalled();
});

test("'g' typed in a field does not start a shortcut for the next key on the page", () => {
  const actions = setup();
  press('g', { target: field('<input />') });
  press('d');
  expect(actions.go).not.toHaveBeenCalled();
});

test('keys with Ctrl, Alt or Meta, and keys already handled, are not shortcuts', () => {
  const actions = setup();
  press('/', { ctrlKey: true });
  press('?', { altKey: true, shiftKey: true });
  press('g', { metaKey: true });
  press('d');
  const handled = new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true });
  handled.preventDefault();
  document.body.dispatchEvent(handled);
  expect(actions.showHelp).not.toHaveBeenCalled();
  expect(actions.focusSearch).not.toHaveBeenCalled();
  expect(actions.go).not.toHaveBeenCalled();
});

describe('goShortcutsFor', () => {
  test('Admin gets a letter for every sidebar entry', () => {
    expect(goShortcutsFor({ role: 'Admin', permissions: [] }).map(({ letter, label }) => `${letter} ${label}`)).toEqual([
      'd Dashboard',
      'u User Management',
      'r Role Management',
      'p Projects',
      'q Quotation Management',
      'o Project Costs',
      'l Labor Management',
      's Labor Salary',
      'c Purchases',
      'm Material Purchase',
      'e Excess Quantity Management',
      'b Client Billing',
      'v Vendor Management',
    ]);
  });

  test('a role gets only the sections its sidebar shows', () => {
    const role = SEED_ROLES.find((r) => r.name === 'HR Manager')!;
    const shortcuts = goShortcutsFor({ role: role.name, permissions: permissionsFromFlags(role.permissions) });
    expect(shortcuts.map((shortcut) => shortcut.path)).not.toContain('/user-management');
    expect(shortcuts.map((shortcut) => shortcut.path)).toContain('/labor-management');
    expect(goShortcutsFor(null)).toEqual([]);
  });
});
