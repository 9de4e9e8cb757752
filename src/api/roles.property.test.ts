import fc from 'fast-check';
import { ROLE_FLAG_NAMES } from '@/lib/permissions';
import { normaliseRole } from './roles';

const flag = fc.constantFrom(...ROLE_FLAG_NAMES);
const anyValue = fc.anything({ withNullPrototype: true, withBoxedValues: true, withBigInt: true, withDate: true });

describe('normaliseRole reads a flag as granted only when it is true', () => {
  test.each([
    ['the text "false"', 'false'],
    ['the text "true"', 'true'],
    ['the number 1', 1],
    ['the number 0', 0],
    ['the text "yes"', 'yes'],
    ['an object', { value: true }],
    ['null', null],
  ])('%s grants nothing', (_what, value) => {
    const role = normaliseRole({ _id: 'r-1', name: 'Site Engineer', permissions: { projectManagement: value, dashboard: true } });
    expect(role.permissions.projectManagement).toBe(false);
    expect(role.permissions.dashboard).toBe(true);
  });

  test('any value but true leaves the flag off; true turns it on', () => {
    fc.assert(
      fc.property(flag, anyValue, (name, value) => {
        const granted = normaliseRole({ permissions: { [name]: value } }).permissions[name];
        expect(granted).toBe(value === true);
      }),
    );
  });

  test('a list of flag names grants the names it holds', () => {
    expect(normaliseRole({ permissions: ['dashboard', 'false'] }).permissions).toMatchObject({ dashboard: true, userManagement: false });
  });
});
