/**
 * The mock tags a GET's answer as an Express provider does, so that a read can be asked again only if
 * changed (docs/api-contract.md, Reads asked again only if changed).
 */
import { callMock } from './callMock';
import { db } from './db';

const LIST = '/vendor/getAllVendors';

test('a GET answer carries a weak ETag, and the same read asked with it is a 304 with no body', async () => {
  const first = await callMock('GET', LIST);
  expect(first.status).toBe(200);
  expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[^"]+"$/);

  const again = await callMock('GET', LIST, { headers: { 'If-None-Match': first.etag! } });
  expect(again.status).toBe(304);
  expect(again.etag).toBe(first.etag);
  expect(again.body).toEqual(new Uint8Array());

  // A proxy that compresses makes a tag weak or strong; either names the same answer, and so does one of several.
  const strong = first.etag!.replace(/^W\//, '');
  expect((await callMock('GET', LIST, { headers: { 'If-None-Match': `"other", ${strong}` } })).status).toBe(304);
});

test('once the list has changed, the old tag gets the whole new list and a new tag', async () => {
  const first = await callMock('GET', LIST);
  const [gone] = db.vendors.all();
  db.vendors.delete((q) => q.where({ _id: gone._id }));

  const after = await callMock('GET', LIST, { headers: { 'If-None-Match': first.etag! } });
  expect(after.status).toBe(200);
  expect(after.etag).not.toBe(first.etag);
  expect((after.body as { _id: string }[]).length).toBe((first.body as unknown[]).length - 1);
  expect(JSON.stringify(after.body)).not.toContain(gone._id);
});

test('only a sound GET is tagged: a refusal is not, and a write is not', async () => {
  const refused = await callMock('GET', LIST, { as: null });
  expect(refused.status).toBe(401);
  expect(refused.etag).toBeNull();
  const invalid = await callMock('POST', '/vendor/createVendor', { body: {} });
  expect(invalid.status).toBe(400);
  expect(invalid.etag).toBeNull();
});
