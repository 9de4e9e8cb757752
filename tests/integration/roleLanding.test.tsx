/**
 * Ruling 31: a role gives exactly its flags, so the landing order of 01 §2 applies to role users. For each
 * neighbouring pair of the order, a role holding both lands on the first at sign-in, and a role holding
 * only the second, sent to Access Denied from the first, is taken on to the second by 'Go to Allowed Page'.
 */
import { screen } from '@testing-library/react';
import { routeFor } from '@/app/navigation';
import type { RoleFlag } from '@/lib/permissions';
import { renderApp } from '../renderApp';
import { createStaff, expectScreen, signIn } from './helpers';

const ORDER: readonly (readonly [RoleFlag, string])[] = [
  ['dashboard', '/dashboard'],
  ['projectManagement', '/project-management'],
  ['hrManagement', '/labor-management'],
  ['materialManagement', '/material-purchase'],
  ['accountsManagement', '/client-billing'],
  ['userManagement', '/user-management'],
  ['roleManagement', '/role-management'],
  ['vendorManagement', '/vendor-management'],
];

const PAIRS = ORDER.slice(1).map((second, i) => [ORDER[i], second] as const);
const titleOf = (path: string) => routeFor(path)!.title;

describe.each(PAIRS)('role users along the landing order: %j before %j', ([firstFlag, firstPath], [secondFlag, secondPath]) => {
  test(`a role with both signs in to ${firstPath}; a role with only the second goes from ${firstPath} to ${secondPath}`, async () => {
    const both = await createStaff({ role: `Both ${firstFlag} ${secondFlag}`, flags: { [firstFlag]: true, [secondFlag]: true } });
    const signingIn = renderApp('/login', { stubScreens: true });
    await signIn(signingIn.user, both.email, both.password);
    await expectScreen(signingIn.router, firstPath, titleOf(firstPath));
    signingIn.unmount();
    localStorage.clear();

    const onlySecond = await createStaff({ role: `Only ${secondFlag}`, flags: { [secondFlag]: true } });
    const { user, router } = renderApp(firstPath, { stubScreens: true, as: { email: onlySecond.email } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Allowed Page' }));
    await expectScreen(router, secondPath, titleOf(secondPath));
  });
});

test('a role whose only flag is HR Management, opening /client-billing, is sent on to /labor-management', async () => {
  const staff = await createStaff({ role: 'Labour Desk', flags: { hrManagement: true } });
  const { user, router } = renderApp('/client-billing', { stubScreens: true, as: { email: staff.email } });
  await user.click(await screen.findByRole('button', { name: 'Go to Allowed Page' }));
  await expectScreen(router, '/labor-management', titleOf('/labor-management'));
});
