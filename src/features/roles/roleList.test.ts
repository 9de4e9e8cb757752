import type { Role } from '@/api/roles';
import { countsByName, listableRoles, roleListSummary, searchRoles } from './roleList';

const role = (name: string, description = ''): Role => ({ _id: name, name, description, permissions: {} });
const roles = [role('Admin', 'Everything'), role('Site Engineer', 'Checks work on site'), role('Accountant', 'Bills and site accounts')];

test('Admin is never listable', () => {
  expect(listableRoles(roles).map((r) => r.name)).toEqual(['Site Engineer', 'Accountant']);
});

test('search matches name or description, ignoring case and surrounding spaces', () => {
  const listable = listableRoles(roles);
  expect(searchRoles(listable, '  ENGINEER ').map((r) => r.name)).toEqual(['Site Engineer']);
  expect(searchRoles(listable, 'site').map((r) => r.name)).toEqual(['Site Engineer', 'Accountant']);
  expect(searchRoles(listable, '')).toHaveLength(2);
  expect(searchRoles(listable, 'nothing like this')).toEqual([]);
});

test('the summary counts listed roles of all listable ones, and users of listable roles only', () => {
  const counts = countsByName([
    { role: 'Admin', count: 2 },
    { role: 'Site Engineer', count: 3 },
    { role: 'Accountant', count: 1 },
    { role: 'Retired Role', count: 5 },
  ]);
  const listable = listableRoles(roles);
  expect(roleListSummary(searchRoles(listable, 'engineer'), listable, counts)).toEqual({ shown: 1, total: 2, users: 4 });
  expect(roleListSummary(listable, listable, countsByName([]))).toEqual({ shown: 2, total: 2, users: 0 });
  expect(roleListSummary(listable, listable, undefined)).toEqual({ shown: 2, total: 2, users: undefined });
});
