/**
 * A digest read asked again only if changed: what the provider is sent and what the caller gets, for an
 * unchanged list, a changed one, another token, a session that ended, a provider with no tags or one that
 * refuses the conditional read; and where the edge cuts lists down, the list read there, or whole from
 * the API where the edge does not offer it.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { createDigestReads } from './digestReads';

const URL = 'http://localhost:3000/api/labourprofile/digest-reads-test';
const TOKEN = { Authorization: 'Bearer t1', Accept: 'application/json' };

/** A list of `count` profiles tagged `v<version>`; `asked` holds each read's If-None-Match (null when plain). */
function taggedList({ tags = true, refuseConditional = false } = {}) {
  const list = { version: 1, count: 3 };
  const asked: (string | null)[] = [];
  server.use(
    mswHttp.get(URL, ({ request }) => {
      const ifNoneMatch = request.headers.get('if-none-match');
      asked.push(ifNoneMatch);
      if (ifNoneMatch && refuseConditional) return HttpResponse.error();
      const etag = `W/"v${list.version}"`;
      if (tags && ifNoneMatch === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
      const body = Array.from({ length: list.count }, (_, i) => ({ _id: `p${i}` }));
      return HttpResponse.json(body, tags ? { headers: { ETag: etag } } : undefined);
    }),
  );
  return { list, asked };
}

test('an unchanged list is asked with its tag, and the 304 gives the digest of the first answer', async () => {
  const { asked } = taggedList();
  const reads = createDigestReads();
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 3 });
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 3 });
  expect(asked).toEqual([null, 'W/"v1"']);
});

test('a changed list comes whole, and its new digest and tag are what the next read uses', async () => {
  const { list, asked } = taggedList();
  const reads = createDigestReads();
  await reads.read(URL, TOKEN, 'labourCount');
  Object.assign(list, { version: 2, count: 5 });
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 5 });
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 5 });
  expect(asked).toEqual([null, 'W/"v1"', 'W/"v2"']);
});

test('another token, or the same one after the session ended (forget), is asked plainly', async () => {
  const { asked } = taggedList();
  const reads = createDigestReads();
  await reads.read(URL, TOKEN, 'labourCount');
  await reads.read(URL, { ...TOKEN, Authorization: 'Bearer t2' }, 'labourCount');
  reads.forget();
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 3 });
  expect(asked).toEqual([null, null, null]);
});

test('a list the provider does not tag is always asked plainly', async () => {
  const { asked } = taggedList({ tags: false });
  const reads = createDigestReads();
  await reads.read(URL, TOKEN, 'labourCount');
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 3 });
  expect(asked).toEqual([null, null]);
});

test('a conditional read that fails as a dropped connection (a preflight refusing If-None-Match) is sent again plainly, and never asked conditionally again', async () => {
  const { asked } = taggedList({ refuseConditional: true });
  const reads = createDigestReads();
  await reads.read(URL, TOKEN, 'labourCount');
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 3 });
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 3 });
  expect(asked).toEqual([null, 'W/"v1"', null, null]);
});

test('a refusal comes back as it came and leaves nothing kept: the next read is plain', async () => {
  const { asked } = taggedList();
  const reads = createDigestReads();
  await reads.read(URL, TOKEN, 'labourCount');
  server.use(mswHttp.get(URL, ({ request }) => (asked.push(request.headers.get('if-none-match')), HttpResponse.json({ message: 'Server error' }, { status: 500 })), { once: true }));
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toMatchObject({ status: 500, text: JSON.stringify({ message: 'Server error' }) });
  await expect(reads.read(URL, TOKEN, 'labourCount')).resolves.toEqual({ digest: 3 });
  expect(asked).toEqual([null, 'W/"v1"', null]);
});

test('a dropped connection with nothing kept fails the read, as fetch does', async () => {
  server.use(mswHttp.get(URL, () => HttpResponse.error()));
  await expect(createDigestReads().read(URL, TOKEN, 'labourCount')).rejects.toThrow(TypeError);
});

test('a read still on its way when the session ends keeps nothing: the next read is plain', async () => {
  const { asked } = taggedList();
  let release = () => {};
  server.use(
    mswHttp.get(
      URL,
      async ({ request }) => {
        asked.push(request.headers.get('if-none-match'));
        await new Promise<void>((done) => (release = done));
        return HttpResponse.json([{}], { headers: { ETag: 'W/"late"' } });
      },
      { once: true },
    ),
  );
  const reads = createDigestReads();
  const late = reads.read(URL, TOKEN, 'labourCount');
  await vi.waitFor(() => expect(asked).toHaveLength(1));
  reads.forget();
  release();
  await expect(late).resolves.toEqual({ digest: 1 });
  await reads.read(URL, TOKEN, 'labourCount');
  expect(asked).toEqual([null, null]);
});

describe("the list cut down at the edge (config.json's listFieldsUrl)", () => {
  const FIELDS_URL = 'http://localhost:3000/edge/fields?path=labourprofile%2Fdigest-reads-test&list=profiles&fields=';

  /** The edge's address answering `status` (a list of two where 200); `asked` counts its reads. */
  function edgeAnswers(status: number) {
    const asked: (string | null)[] = [];
    server.use(
      mswHttp.get('http://localhost:3000/edge/fields', ({ request }) => {
        asked.push(request.headers.get('if-none-match'));
        if (status !== 200) return HttpResponse.json({ message: 'Not here' }, { status });
        if (request.headers.get('if-none-match') === 'W/"e1"') return new HttpResponse(null, { status: 304, headers: { ETag: 'W/"e1"' } });
        return HttpResponse.json([{}, {}], { headers: { ETag: 'W/"e1"' } });
      }),
    );
    return asked;
  }

  test('is what is read, asked again with its own tag, and the API is not asked', async () => {
    const whole = taggedList();
    const edge = edgeAnswers(200);
    const reads = createDigestReads();
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toEqual({ digest: 2 });
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toEqual({ digest: 2 });
    expect(edge).toEqual([null, 'W/"e1"']);
    expect(whole.asked).toEqual([]);
  });

  test.each([404, 405, 501])('an edge that answers %i does not offer it: the list is read whole from the API, and from then on only there', async (status) => {
    const whole = taggedList();
    const edge = edgeAnswers(status);
    const reads = createDigestReads();
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toEqual({ digest: 3 });
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toEqual({ digest: 3 });
    expect(edge).toHaveLength(1);
    expect(whole.asked).toEqual([null, 'W/"v1"']);
  });

  test('an edge that gives no answer (a list too large for it) has the list read whole from the API, and from then on only there; with no answer from either, the read fails', async () => {
    const whole = taggedList();
    const edge: string[] = [];
    server.use(mswHttp.get('http://localhost:3000/edge/fields', () => (edge.push('asked'), HttpResponse.error())));
    const reads = createDigestReads();
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toEqual({ digest: 3 });
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toEqual({ digest: 3 });
    expect(edge).toHaveLength(1);
    expect(whole.asked).toEqual([null, 'W/"v1"']);

    server.use(mswHttp.get(URL, () => HttpResponse.error()));
    await expect(createDigestReads().read(URL, TOKEN, 'labourCount', FIELDS_URL)).rejects.toThrow(TypeError);
    expect(edge).toHaveLength(2);
  });

  test("any other refusal is the read's answer, as the API's own would be, and the edge is asked again next time", async () => {
    const whole = taggedList();
    const edge = edgeAnswers(401);
    const reads = createDigestReads();
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toMatchObject({ status: 401 });
    await expect(reads.read(URL, TOKEN, 'labourCount', FIELDS_URL)).resolves.toMatchObject({ status: 401 });
    expect(edge).toHaveLength(2);
    expect(whole.asked).toEqual([]);
  });
});
