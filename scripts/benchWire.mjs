/**
 * What a page load moves over the wire: every response's encoded length (headers and body as received,
 * compressed or not), in all and by kind. Counted from Playwright's request events rather than the page's
 * DevTools Network domain: those include the requests of the page's workers (the dashboard reads its two
 * largest lists in one), which the page's own Network domain does not see finish.
 */

/** How long no request of the page may be under way for its network to count as quiet. */
const QUIET_MS = 500;
/** The longest wait for that quiet: a page that keeps reading is counted up to here. */
const QUIET_LIMIT_MS = 30_000;

/**
 * Loads a page with an empty browser cache, as a first visit, and counts the bytes received until `load`
 * resolves (the page complete) and then, what the page goes on loading without being asked (a part that
 * loads once the rest has painted), until no request of the page has been under way for QUIET_MS.
 * Returns { total, scripts, api } in bytes, the API's answers uncompressed (`apiDecoded`), and how many of
 * them had a body the browser no longer held to measure (`apiUnread`: their size is missing from
 * `apiDecoded`). The API's answers are those under `apiUrl`, and under `dataUrls` (the edge's own reads of
 * the API: its batches, its lists cut down).
 */
export async function wireBytes({ page, cdp, apiUrl, dataUrls = [] }, load) {
  const received = { total: 0, scripts: 0, api: 0, apiDecoded: 0, apiUnread: 0 };
  const isData = (url) => [apiUrl, ...dataUrls].some((prefix) => url.startsWith(prefix));
  const underWay = new Set();
  const counting = [];
  let lastSettled = Date.now();
  const onSent = (request) => underWay.add(request);
  const onFailed = (request) => {
    if (underWay.delete(request)) lastSettled = Date.now();
  };
  const count = async (request) => {
    const sizes = await request.sizes();
    const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
    received.total += bytes;
    if (request.resourceType() === 'script') received.scripts += bytes;
    if (isData(request.url())) {
      received.api += bytes;
      const response = await request.response();
      const body = await response?.body().catch(() => null);
      if (body) received.apiDecoded += body.byteLength;
      else received.apiUnread += 1;
    }
  };
  const onFinished = (request) => {
    counting.push(count(request).catch(() => undefined));
    onFailed(request);
  };
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.disable');
  page.on('request', onSent);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  try {
    await load(page);
    const limit = Date.now() + QUIET_LIMIT_MS;
    while ((underWay.size > 0 || Date.now() - lastSettled < QUIET_MS) && Date.now() < limit) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    page.off('request', onSent);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFailed);
  }
  await Promise.all(counting);
  return received;
}
