import { callMock } from '../callMock';
import { db } from '../db';
import { GATE_HIRES, SEED_LABOUR_PROFILES } from '../seedProjects';
import { SEED_STAFF } from '../seed';

const hrManager = SEED_STAFF.find((s) => s.role === 'HR Manager')!.email;

describe('PUT /labourwork/update/{id}', () => {
  test('the whole joined record changes only the payment status; unknown fields are ignored and every stored field kept', async () => {
    const entry = db.labourWork.findMany(undefined, { orderBy: { createdAt: 'asc' } }).find((e) => e.paymentStatus === 'unpaid')!;
    const before = { ...entry };
    const body = {
      ...before,
      paymentStatus: 'paid',
      projectId: 'p1',
      projectName: 'Sai Residency – Block A',
      projectNumber: '2026/SGKE/001',
      quotationDescription: 'Excavation',
      quotationDate: '2026-01-07',
      createdAt: '1999-01-01T00:00:00.000Z',
      profile: { accountNumber: '1', ifscCode: 'SBIN0000001', branchName: 'MG Road' },
    };
    const { status, body: answer } = await callMock('PUT', `/labourwork/update/${entry._id}`, { as: hrManager, body });
    expect(status).toBe(200);
    const stored = db.labourWork.findFirst((q) => q.where({ _id: entry._id }))!;
    expect({ ...stored }).toEqual({ ...before, paymentStatus: 'paid' });
    expect(answer.entry).toEqual({ ...before, paymentStatus: 'paid' });
  });

  test('an unknown status is refused, and an unknown id is 404 Labour entry not found', async () => {
    const entry = db.labourWork.findMany(undefined)[0];
    const refused = await callMock('PUT', `/labourwork/update/${entry._id}`, { as: hrManager, body: { paymentStatus: 'settled' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('paymentStatus must be paid or unpaid');
    const missing = await callMock('PUT', '/labourwork/update/nope', { as: hrManager, body: { paymentStatus: 'paid' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Labour entry not found');
  });
});

describe('the seed', () => {
  test('has labour work entries whose names match no profile, and some paid wages', () => {
    const entries = db.labourWork.findMany(undefined);
    const profileNames = new Set<string>(SEED_LABOUR_PROFILES.map((p) => p.name));
    const unmatched = entries.filter((e) => !profileNames.has(e.name));
    expect(unmatched.length).toBeGreaterThan(0);
    expect(unmatched.every((e) => GATE_HIRES.some((h) => h.name === e.name))).toBe(true);
    expect(entries.filter((e) => e.paymentStatus === 'paid').length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.paymentStatus === 'unpaid').length).toBeGreaterThan(0);
  });
});
