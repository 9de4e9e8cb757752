import { callMock } from '../callMock';
import { db } from '../db';
import { SEED_STAFF } from '../seed';
import { SEED_LABOUR_PROFILES } from '../seedProjects';

const HR_MANAGER = SEED_STAFF.find((s) => s.role === 'HR Manager')!.email;
const ACCOUNTANT = SEED_STAFF.find((s) => s.role === 'Accountant' && s.status === 'Active')!.email;

const VALID = {
  name: 'Harish Chandra',
  category: 'Skilled',
  phone: '98450 99887',
  email: ' Harish.C@Example.in ',
  address: '9, Market Road, Tumakuru',
  ifscCode: 'sbin0040999',
  branchName: 'Tumakuru',
  accountNumber: '30998877665',
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3, 255]);
const png = (name = 'aadhaar front.PNG', bytes: Uint8Array<ArrayBuffer> = PNG) => new File([bytes], name, { type: 'image/png' });

function form(fields: Record<string, string>, file?: File): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('idProof', file, file.name);
  return body;
}

const create = (fields: Record<string, string> = VALID, file?: File, as = HR_MANAGER) =>
  callMock('POST', '/labourprofile/create', { as, body: form(fields, file) });

const stored = (id: string) => db.labourProfiles.findFirst((q) => q.where({ _id: id }));

describe('list', () => {
  test('any signed-in user reads every profile, by name', async () => {
    const { status, body } = await callMock('GET', '/labourprofile/getAll', { as: ACCOUNTANT });
    expect(status).toBe(200);
    const names = (body as { name: string }[]).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.length).toBe(db.labourProfiles.all().length);
    expect((await callMock('GET', '/labourprofile/getAll', { as: null })).status).toBe(401);
  });
});

describe('the seed', () => {
  test('has skilled and unskilled workers, bank details with real-looking IFSC codes, long names, and ID proofs on about half', () => {
    const profiles = db.labourProfiles.all();
    expect(profiles.length).toBeGreaterThanOrEqual(20);
    for (const worker of SEED_LABOUR_PROFILES) expect(profiles.find((p) => p.name === worker.name)?.phone).toBe(worker.phone);
    expect(profiles.some((p) => p.category === 'Skilled') && profiles.some((p) => p.category === 'Unskilled')).toBe(true);
    for (const p of profiles) {
      expect(p.ifscCode).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
      expect(p.accountNumber).toMatch(/^\d{9,18}$/);
      expect(p.phone).toMatch(/^\d{10}$/);
    }
    expect(profiles.some((p) => p.name.length > 30)).toBe(true);
    const withProof = profiles.filter((p) => p.idProof);
    expect(withProof.length).toBeGreaterThan(profiles.length / 3);
    expect(withProof.length).toBeLessThan(profiles.length);
  });

  test('a seeded ID proof is an SVG card served with its content type', async () => {
    const profile = db.labourProfiles.all().find((p) => p.idProof)!;
    const answer = await callMock('GET', `/uploads/labour/${profile.idProof}`, { as: null });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('image/svg+xml');
    const svg = new TextDecoder().decode(answer.body);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(profile.name.replace('’', '’'));
  });
});

describe('create', () => {
  test('saves the profile (phone as digits, e-mail lowercased, IFSC uppercased) and answers 201 with it', async () => {
    const { status, body } = await create();
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Labour profile created successfully');
    expect(body.profile).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Harish Chandra',
      category: 'Skilled',
      phone: '9845099887',
      email: 'harish.c@example.in',
      ifscCode: 'SBIN0040999',
      idProof: null,
    });
    expect(stored(body.profile._id)?.name).toBe('Harish Chandra');
  });

  test('keeps the ID proof under a new, safe name with the client’s extension, and serves it back byte for byte', async () => {
    const { body } = await create(VALID, png('../../etc/passwd.PNG'));
    const name = body.profile.idProof as string;
    expect(name).toMatch(/^idproof-[0-9a-f]{24}\.png$/);
    const served = await callMock('GET', `/uploads/labour/${name}`, { as: null });
    expect(served.status).toBe(200);
    expect(served.contentType).toBe('image/png');
    expect([...served.body]).toEqual([...PNG]);
  });

  test('two uploads of the same file name get different names', async () => {
    const first = await create(VALID, png('id.png'));
    const second = await create({ ...VALID, phone: '9845099888', email: '' }, png('id.png'));
    expect(first.body.profile.idProof).not.toBe(second.body.profile.idProof);
  });

  test.each([
    ['name', 'Name is required'],
    ['category', 'Category is required'],
    ['phone', 'Phone is required'],
    ['address', 'Address is required'],
    ['ifscCode', 'IFSC Code is required'],
    ['branchName', 'Branch Name is required'],
    ['accountNumber', 'Account Number is required'],
  ])('a missing %s is 400 "%s"', async (key, message) => {
    const before = db.labourProfiles.all().length;
    const { status, body } = await create({ ...VALID, [key]: '  ' });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(db.labourProfiles.all()).toHaveLength(before);
  });

  test.each([
    [{ category: 'Foreman' }, 'Category must be Skilled or Unskilled'],
    [{ phone: '98450-9988' }, 'Please enter a valid 10-digit phone number'],
    [{ phone: '+91 98450 99887' }, 'Please enter a valid 10-digit phone number'],
    [{ email: 'harish@site' }, 'Please enter a valid email address'],
  ])('%o is refused: %s', async (change, message) => {
    const { status, body } = await create({ ...VALID, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  test('a file that is not an image, or is 5 MB or more, is refused and nothing is kept', async () => {
    const uploads = db.uploads.all().length;
    const pdf = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    expect((await create(VALID, pdf)).body).toEqual({ success: false, message: 'Please select an image file' });
    const big = png('big.png', new Uint8Array(5 * 1024 * 1024));
    expect((await create(VALID, big)).body).toEqual({ success: false, message: 'File size must be less than 5MB' });
    const justUnder = png('ok.png', new Uint8Array(5 * 1024 * 1024 - 1));
    expect((await create(VALID, justUnder)).status).toBe(201);
    expect(db.uploads.all()).toHaveLength(uploads + 1);
  });

  test('another profile’s phone or e-mail (after normalising) is 400 naming the field', async () => {
    await create();
    const phone = await create({ ...VALID, email: '', phone: '(984) 509-9887' });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe('A labour profile with this phone number already exists');
    const email = await create({ ...VALID, phone: '9000000001', email: 'HARISH.C@example.in' });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('A labour profile with this email already exists');
  });

  test('needs MANAGE_LABOR (403), a JSON body is 400', async () => {
    expect((await create(VALID, undefined, ACCOUNTANT)).status).toBe(403);
    const json = await callMock('POST', '/labourprofile/create', { as: HR_MANAGER, body: VALID });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Request body must be multipart/form-data');
  });
});

describe('update', () => {
  const update = (id: string, fields: Record<string, string>, file?: File, as = HR_MANAGER) =>
    callMock('PUT', `/labourprofile/update/${id}`, { as, body: form(fields, file) });

  test('changes the fields and answers the profile; without a new file the ID proof stays', async () => {
    const { body: created } = await create(VALID, png());
    const id = created.profile._id as string;
    const { status, body } = await update(id, { ...VALID, name: 'Harish C. Gowda', category: 'Unskilled' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Labour profile updated successfully', profile: { _id: id, name: 'Harish C. Gowda', category: 'Unskilled' } });
    expect(stored(id)?.idProof).toBe(created.profile.idProof);
    expect((await callMock('GET', `/uploads/labour/${created.profile.idProof}`, { as: null })).status).toBe(200);
  });

  test('a new file replaces the stored one, which is deleted', async () => {
    const { body: created } = await create(VALID, png());
    const old = created.profile.idProof as string;
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 7])], 'new.jpg', { type: 'image/jpeg' });
    const { body } = await update(created.profile._id, VALID, jpeg);
    expect(body.profile.idProof).toMatch(/\.jpg$/);
    expect((await callMock('GET', `/uploads/labour/${old}`, { as: null })).status).toBe(404);
    const served = await callMock('GET', `/uploads/labour/${body.profile.idProof}`, { as: null });
    expect(served.contentType).toBe('image/jpeg');
    expect([...served.body]).toEqual([0xff, 0xd8, 0xff, 7]);
  });

  test('name, category, phone and address may not be emptied; bank details may be', async () => {
    const { body: created } = await create();
    const id = created.profile._id as string;
    expect((await update(id, { ...VALID, address: '' })).body.message).toBe('Address is required');
    const cleared = await update(id, { ...VALID, ifscCode: '', branchName: '', accountNumber: '' });
    expect(cleared.status).toBe(200);
    expect(stored(id)).toMatchObject({ ifscCode: '', branchName: '', accountNumber: '' });
  });

  test('its own phone and e-mail are no duplicates; another profile’s are', async () => {
    const { body: created } = await create();
    const id = created.profile._id as string;
    expect((await update(id, VALID)).status).toBe(200);
    const taken = SEED_LABOUR_PROFILES[0].phone;
    expect((await update(id, { ...VALID, phone: taken })).body.message).toBe('A labour profile with this phone number already exists');
  });

  test('404 for an unknown id, 403 without MANAGE_LABOR', async () => {
    expect((await update('000000000000000000000000', VALID)).body).toEqual({ success: false, message: 'Labour profile not found' });
    const { body: created } = await create();
    expect((await update(created.profile._id, VALID, undefined, ACCOUNTANT)).status).toBe(403);
  });
});

describe('delete', () => {
  test('removes the profile and its uploaded ID proof', async () => {
    const { body: created } = await create(VALID, png());
    const { status, body } = await callMock('DELETE', `/labourprofile/delete/${created.profile._id}`, { as: HR_MANAGER });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Labour profile deleted successfully' });
    expect(stored(created.profile._id)).toBeUndefined();
    expect((await callMock('GET', `/uploads/labour/${created.profile.idProof}`, { as: null })).status).toBe(404);
  });

  test('404 for an unknown id, 403 without MANAGE_LABOR', async () => {
    expect((await callMock('DELETE', '/labourprofile/delete/000000000000000000000000', { as: HR_MANAGER })).status).toBe(404);
    const { body: created } = await create();
    expect((await callMock('DELETE', `/labourprofile/delete/${created.profile._id}`, { as: ACCOUNTANT })).status).toBe(403);
  });
});

test('an unknown upload is 404', async () => {
  const answer = await callMock('GET', '/uploads/labour/idproof-missing.png', { as: null });
  expect(answer.status).toBe(404);
});
