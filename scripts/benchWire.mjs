/**
 * What a page load moves over the wire, from the DevTools protocol's Network events: every response's
 * encoded length (headers and body as received, compressed or not), in all and by kind.
 */

/**
 * Loads a page with an empty browser cache, as a first visit, and counts the bytes received until `done`
 * resolves (the page complete). Returns { total, scripts, api } in bytes and the API's uncompressed size.
 */
export async function wireBytes({ page, cdp, apiUrl }, load) {
  const responses = new Map();
  const received = { total: 0, scripts: 0, api: 0, apiDecoded: 0 };
  const onResponse = ({ requestId, type, response }) => responses.set(requestId, { type, url: response.url });
  const onData = ({ requestId, dataLength }) => {
    const known = responses.get(requestId);
    if (known && known.url.startsWith(apiUrl)) received.apiDecoded += dataLength;
  };
  const onFinished = ({ requestId, encodedDataLength }) => {
    const known = responses.get(requestId);
    received.total += encodedDataLength;
    if (!known) return;
    if (known.type === 'Script') received.scripts += encodedDataLength;
    if (known.url.startsWith(apiUrl)) received.api += encodedDataLength;
  };
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await load(page);
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.dataReceived', onData);
    cdp.off('Network.loadingFinished', onFinished);
    await cdp.send('Network.disable').catch(() => undefined);
  }
  return received;
}
