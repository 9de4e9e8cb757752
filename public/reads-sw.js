/*
 * The service worker over the API reads' thread only (src/api/textReads.ts; registered by
 * src/app/offlineShell.ts with the reads worker's files as its scope). It has no fetch handler, so the
 * browser sends that thread's requests straight to the network. Under the app's own worker (/sw.js), whose
 * fetch handler serves the offline start, each of a fan-out's thousands of reads went through that
 * handler first: the static route that spares the page's own API requests is not applied to a worker
 * thread's. It keeps nothing (ruling 35).
 */
