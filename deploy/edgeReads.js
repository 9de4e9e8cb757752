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

/** A key of the answer's records that a list read may keep (`fields`), or the key its records are wrapped under (`list`). */
const KEY = /^[A-Za-z0-9_$]{1,64}$/;

/**
 * A list answer with each record cut down to `fields` (those it has of them): bare, `[...]`, or wrapped,
 * `{ [list]: [...], ... }`, whose other members stay as they are. Entries that are not records stay as they
 * are too, so that whoever reads the list sees what the whole answer would have shown of it. The list is
 * cut down in place: the answer is the edge's own, parsed for this.
 */
function keepFields(body, list, fields) {
  function cut(record) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
    // No prototype: a field named __proto__ is then a field like any other.
    const kept = Object.create(null);
    for (let i = 0; i < fields.length; i++) {
      if (Object.prototype.hasOwnProperty.call(record, fields[i])) kept[fields[i]] = record[fields[i]];
    }
    return kept;
  }
  if (Array.isArray(body)) return body.map(cut);
  if (body !== null && typeof body === 'object' && Array.isArray(body[list])) body[list] = body[list].map(cut);
  return body;
}

/**
 * GET /edge/fields?path=…&list=…&fields=a,b: the API's list at `path` (read under the edge's /api/ with
 * the caller's headers, If-None-Match among them) with each record cut down to `fields` (keepFields). The
 * dashboard needs three fields of each bill and none of each labour profile: from megabytes to a tenth or
 * less, on the phone's line and in its browser. Any answer but a sound JSON one (a refusal, a 304, an error
 * page) goes back as the provider gave it; the provider's ETag goes back with either.
 */
function fields(r) {
  const path = r.args.path;
  const list = r.args.list;
  const names = typeof r.args.fields === 'string' && r.args.fields !== '' ? r.args.fields.split(',') : [];
  if (!isApiPath(path) || typeof list !== 'string' || !KEY.test(list) || !names.every(function (name) { return KEY.test(name); })) {
    r.return(400, 'Ask for ?path=<a list under the API>&list=<the key its records are under>&fields=<field,field>');
    return;
  }
  const query = path.indexOf('?');
  const uri = '/edge-list/' + (query < 0 ? path : path.slice(0, query));
  r.subrequest(uri, { method: 'GET', args: query < 0 ? '' : path.slice(query + 1) }).then(
    function (reply) {
      const etag = reply.headersOut['ETag'];
      if (etag) r.headersOut['ETag'] = etag;
      const type = reply.headersOut['Content-Type'] || '';
      let body = null;
      if (reply.status === 200) {
        try {
          body = JSON.stringify(keepFields(JSON.parse(reply.responseText || ''), list, names));
          // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 has no catch without a binding
        } catch (error) {
          body = null;
        }
      }
      if (body !== null) {
        r.headersOut['Content-Type'] = 'application/json';
        r.return(200, body);
        return;
      }
      if (type) r.headersOut['Content-Type'] = type;
      r.return(reply.status, reply.responseText || '');
    },
    function () {
      r.return(502, 'The edge could not read the list');
    }
  );
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

export default { reads, fields, keepFields };
