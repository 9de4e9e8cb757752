/**
 * The scope of the service worker that controls the API reads' thread and nothing else
 * (public/reads-sw.js): `src/api/textReads.worker.ts` is built as `/assets/textReads.worker-<hash>.js`,
 * and of the scopes that match a URL the longest wins.
 */
export const READS_WORKER_SCOPE = '/assets/textReads.worker';
