/**
 * What a page load moves over the wire, from the DevTools protocol's Network events: every response's
 * encoded length (headers and body as received, compressed or not), in all and by kind.
 */

/** How long no request of the page may be under way for its network to count as quiet. */
const QUIET_MS = 500;
/** The longest wait for that quiet: a page that keeps reading is counted up to here. */
const QUIET_LIMIT_MS = 30_000;

/**
 * Loads a page with an empty browser cache, as a first visit, and counts the bytes received until `load`
 * resolves (the page complete) and then, what the page goes on loading without being asked (a part that
 * loads once the rest has painted), until no request of the page has been under way for QUIET_MS.
 * Returns { total, scripts, api } in bytes and the API's uncompressed size.
 */
export async function wireBytes({ page, cdp, apiUrl }, load) {
  const responses = new Map();
  const received = { total: 0, scripts: 0, api: 0, apiDecoded: 0 };
  const underWay = new Set();
  let lastSettled = Date.now();
  const onSent = ({ requestId }) => underWay.add(requestId);
  const onSettled = ({ requestId }) => {
    if (underWay.delete(requestId)) lastSettled = Date.now();
  };
  const onResponse = ({ requestId, type, response }) => responses.set(requestId, { type, url: response.url });
  const onData = ({ requestId, dataLength }) => {
    const known = responses.get(requestId);
    if (known && known.url.startsWith(apiUrl)) received.apiDecoded += dataLength;
  };
  const onFinished = ({ requestId, encodedDataLength }) => {
    onSettled({ requestId });
    const known = responses.get(requestId);
    received.total += encodedDataLength;
    if (!known) return;
    if (known.type === 'Script') received.scripts += encodedDataLength;
    if (known.url.startsWith(apiUrl)) received.api += encodedDataLength;
  };
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onSettled);
  try {
    await load(page);
    const limit = Date.now() + QUIET_LIMIT_MS;
    while ((underWay.size > 0 || Date.now() - lastSettled < QUIET_MS) && Date.now() < limit) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    cdp.off('Network.requestWillBeSent', onSent);
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.dataReceived', onData);
    cdp.off('Network.loadingFinished', onFinished);
    cdp.off('Network.loadingFailed', onSettled);
    await cdp.send('Network.disable').catch(() => undefined);
  }
  return received;
}
