/**
 * The edge's batch of reads (nginx's JavaScript module, njs 0.7): POST /edge/reads with
 * { "pool": n, "paths": ["quotation/getQuotationItemsByProject/…", …] } reads each path of the API (under
 * the edge's /api/, with the caller's own headers, its token among them), at most `pool` at once, and
 * answers 200 with [{ "status": 200, "type": "application/json", "body": "…" }, …] in the order asked.
 * Each read is answered as the provider answered it through the edge (a refusal, an nginx error page when
 * the provider did not answer); a read the edge could not make at all has status 0.
 *
 * A fan-out's thousands of reads then reach the browser in a few hundred requests: each request costs the
 * page's main thread and the browser's network service far more than its answer's bytes do
 * (docs/performance.md, "The line reads in batches at the edge"). What the batch may ask is bounded here,
 * and the reads are GETs of the API only: a path leaves nothing but the API's own folder.
 */

/** MAX_READS_BATCH and MAX_REQUEST_POOL of src/config/constants.ts. */
const MAX_READS = 64;
const MAX_POOL = 32;
/** A path under the API: no scheme, no '..', no percent-escapes (the edge would escape them again), an optional query. */
const API_PATH = /^[A-Za-z0-9_\-.~]+(\/[A-Za-z0-9_\-.~:@!$&'()*+,;=]+)*\/?(\?[A-Za-z0-9_\-.~:@!$&'()*+,;=/?]*)?$/;

function isApiPath(path) {
  return typeof path === 'string' && path.length <= 2048 && API_PATH.test(path) && !/(^|\/)\.\.?(\/|\?|$)/.test(path);
}

function readOne(r, path) {
  const query = path.indexOf('?');
  const uri = '/edge-read/' + (query < 0 ? path : path.slice(0, query));
  const args = query < 0 ? '' : path.slice(query + 1);
  return r.subrequest(uri, { method: 'GET', args: args }).then(
    function (reply) {
      return { status: reply.status, type: reply.headersOut['Content-Type'] || '', body: reply.responseText || '' };
    },
    function () {
      return { status: 0, type: '', body: '' };
    }
  );
}

/** Reads paths[state.next] and on, one after another, each answer in its place. */
function readOnFrom(r, paths, answers, state) {
  if (state.next >= paths.length) return Promise.resolve();
  const index = state.next;
  state.next += 1;
  return readOne(r, paths[index]).then(function (answer) {
    answers[index] = answer;
    return readOnFrom(r, paths, answers, state);
  });
}

// Promise chains and no closures over block-scoped names: njs 0.7 reports those as used before their
// initialisation inside async functions.
function reads(r) {
  let asked = null;
  try {
    asked = JSON.parse(r.requestText || '');
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 has no catch without a binding
  } catch (error) {
    asked = null;
  }
  const paths = asked && asked.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_READS || !paths.every(isApiPath)) {
    r.return(400, 'The body must be { "pool": n, "paths": [1 to ' + MAX_READS + ' paths under the API] }');
    return;
  }
  const pool = Math.min(Math.max(Math.floor(Number(asked.pool)) || 1, 1), MAX_POOL, paths.length);
  const answers = [];
  const state = { next: 0 };
  const lanes = [];
  for (let i = 0; i < pool; i++) lanes.push(readOnFrom(r, paths, answers, state));
  Promise.all(lanes).then(function () {
    r.headersOut['Content-Type'] = 'application/json';
    r.return(200, JSON.stringify(answers));
  });
}

export default { reads };
