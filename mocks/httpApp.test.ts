/**
 * The HTTP host for real: a listening server, a network-failure scenario on one call, and the same server
 * answering normally afterwards (a failure drops one connection, never the process).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { createMockApp } from './httpApp';
import { server as inProcessMock } from './node';

let httpServer: Server;
let origin: string;

beforeAll(async () => {
  // The in-process mock would answer these requests itself; here they must reach the real server.
  inProcessMock.close();
  httpServer = createMockApp('demo').listen(0, '127.0.0.1');
  await new Promise((resolve) => httpServer.once('listening', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  inProcessMock.listen({ onUnhandledRequest: 'error' });
});

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const scenario = (body: object) =>
  fetch(`${origin}/__mock/scenarios`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

test('a network-failure scenario drops that call only; the same server then answers normally', async () => {
  const token = await signIn();
  const listUsers = () => fetch(`${origin}/api/user/viewAllUsers`, { headers: { Authorization: `Bearer ${token}` } });

  expect((await scenario({ method: 'GET', path: '/user/viewAllUsers', network: true, once: true })).status).toBe(204);
  await expect(listUsers()).rejects.toThrow(TypeError);

  const after = await listUsers();
  expect(after.status).toBe(200);
  expect(JSON.stringify(await after.json())).toContain(DEMO_ACCOUNTS.admin.email);
});

test('a lasting network failure keeps failing that call while other calls are answered', async () => {
  const token = await signIn();
  await scenario({ method: 'GET', path: '/user/viewAllUsers', network: true });
  const auth = { headers: { Authorization: `Bearer ${token}` } };

  await expect(fetch(`${origin}/api/user/viewAllUsers`, auth)).rejects.toThrow(TypeError);
  await expect(fetch(`${origin}/api/user/viewAllUsers`, auth)).rejects.toThrow(TypeError);
  expect((await fetch(`${origin}/api/auth/profile`, auth)).status).toBe(200);
  expect((await fetch(`${origin}/__mock/scenarios`, { method: 'DELETE' })).status).toBe(204);
  expect((await fetch(`${origin}/api/user/viewAllUsers`, auth)).status).toBe(200);
});

test('uploaded files are served from /uploads on the same host, outside /api, with their content type', async () => {
  const token = await signIn();
  const body = new FormData();
  for (const [key, value] of Object.entries({ name: 'Upload Check', category: 'Skilled', phone: '9123456780', address: 'Hosur Road', ifscCode: 'SBIN0001234', branchName: 'Hosur', accountNumber: '12345678901' })) {
    body.append(key, value);
  }
  body.append('idProof', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 42])], 'card.png', { type: 'image/png' }), 'card.png');
  const created = await fetch(`${origin}/api/labourprofile/create`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  expect(created.status).toBe(201);
  const { profile } = (await created.json()) as { profile: { idProof: string } };

  const served = await fetch(`${origin}/uploads/labour/${profile.idProof}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 42]);
  expect((await fetch(`${origin}/uploads/labour/unknown.png`)).status).toBe(404);
});

test('every path is answered by its own handler, a scenario on any path still plays first, and an unknown path is a 404', async () => {
  const token = await signIn();
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const projects = await fetch(`${origin}/api/project/getAllProjects`, auth);
  expect(projects.status).toBe(200);
  const [project] = ((await projects.json()) as { projects: { _id: string }[] }).projects;
  const items = await fetch(`${origin}/api/quotation/getQuotationItemsByProject/${project._id}`, auth);
  expect(items.status).toBe(200);

  await scenario({ method: 'GET', path: `/quotation/getQuotationItemsByProject/${project._id}`, status: 500, json: { success: false, message: 'Database timeout' }, once: true });
  const failed = await fetch(`${origin}/api/quotation/getQuotationItemsByProject/${project._id}`, auth);
  expect(failed.status).toBe(500);
  expect(await failed.json()).toMatchObject({ message: 'Database timeout' });

  for (const path of ['/api/quotation/noSuchCall', '/api/nothing/here', '/api/nothing']) {
    const unknown = await fetch(`${origin}${path}`, auth);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'API endpoint not found' });
  }
});

test('a reset may reseed with another seed until the next reset, which goes back to the server seed; an unknown seed is refused', async () => {
  const reset = (body?: object) =>
    fetch(`${origin}/__mock/reset`, { method: 'POST', headers: body ? { 'Content-Type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const projectNames = async () => {
    const token = await signIn();
    const answer = await fetch(`${origin}/api/project/getAllProjects`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { projects: { projectName?: string }[] }).projects.map((p) => p.projectName);
  };

  expect((await reset({ seed: 'evil' })).status).toBe(204);
  expect(await projectNames()).toContain('<script>alert(1)</script>');
  expect((await reset({ seed: 'nonsense' })).status).toBe(400);
  expect((await reset()).status).toBe(204);
  expect(await projectNames()).not.toContain('<script>alert(1)</script>');
});

test('the requests received are counted by path, and the count starts again when cleared', async () => {
  const token = await signIn();
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  expect((await fetch(`${origin}/__mock/requests`, { method: 'DELETE' })).status).toBe(204);
  await fetch(`${origin}/api/user/viewAllUsers`, auth);
  await fetch(`${origin}/api/user/viewAllUsers?page=2`, auth);
  await fetch(`${origin}/api/auth/profile`, auth);
  const count = async (path: string) => ((await (await fetch(`${origin}/__mock/requests?path=${encodeURIComponent(path)}`)).json()) as { count: number }).count;

  expect(await count('^/user/')).toBe(2);
  expect(await count('')).toBe(3);
  const listed = await (await fetch(`${origin}/__mock/requests?path=${encodeURIComponent('^/user/')}&list=1`)).json();
  expect(listed).toEqual({ count: 2, paths: ['/user/viewAllUsers'] });
  expect((await fetch(`${origin}/__mock/requests?path=${encodeURIComponent('(')}`)).status).toBe(400);
  await fetch(`${origin}/__mock/requests`, { method: 'DELETE' });
  expect(await count('')).toBe(0);
});
