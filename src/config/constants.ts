/** Business constants from the specification, named for what they mean. */

export const APP_TITLE = 'SGK Constructions Admin';

export const PROFILE_STATUS_POLL_MS = 20_000;
export const PROFILE_PERMISSION_POLL_MS = 10_000;
/** One profile poll serves both the status check and the role/permission sync. */
export const PROFILE_POLL_MS = Math.min(PROFILE_STATUS_POLL_MS, PROFILE_PERMISSION_POLL_MS);
export const DASHBOARD_REFRESH_MS = 30_000;
/**
 * How long after the route's prefetch started the dashboard's reads the page's mount still counts as the same
 * opening: what that prefetch read is not read again. On a slow phone the page's code can arrive seconds after
 * the reads were sent; a mount later than this reads again.
 */
export const DASHBOARD_PREFETCH_COVERS_MS = 10_000;

export const POST_LOGIN_REDIRECT_DELAY_MS = 100;
/** Widths below this are "mobile": the sidebar starts closed and overlays the page. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Tables this wide and wider also show their secondary columns (details a tablet's table has no room for). */
export const WIDE_TABLE_PX = 1200;

/** How long after 'g' the keyboard shortcut waits for the letter of the section to go to (issue 22). */
export const GO_SHORTCUT_WINDOW_MS = 1_500;

export const TOAST_DURATION_MS = 3_000;
export const REDIRECT_AFTER_CREATE_MS = 2_000;
export const REDIRECT_AFTER_LABOUR_CREATE_MS = 1_000;

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PROJECT_BUDGET = 1;
export const PROJECT_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export const DEFAULT_PROJECT_PRIORITY = 'Medium';
export const PROJECT_STATUSES = ['Pending', 'Planning', 'On Progress', 'Completed'] as const;
export const DEFAULT_PROJECT_STATUS = 'Pending';
export const ACTIVE_USER_STATUS = 'Active';
export const USER_STATUSES = ['Active', 'Inactive'] as const;

export const DASHBOARD_RECENT_PROJECTS = 10;
export const DASHBOARD_LIVE_ACTIVITIES = 6;
export const DASHBOARD_ACTIVITY_LIMIT = 100;
export const DASHBOARD_STATS_DAYS = 7;
/** The billing chart shows at most this many calendar months, the last ones of the period. */
export const DASHBOARD_CHART_MONTHS = 12;
/** The material cost chart shows this many projects, the costliest. */
export const DASHBOARD_TOP_PROJECTS = 10;
/**
 * How near the screen the charts' place must come for their code to load and draw (a CSS margin): early
 * enough that a scroll meets them drawn, late enough that a phone showing the cards and lists loads nothing for them.
 */
export const DASHBOARD_CHARTS_NEAR = '400px';
export const RUPEES_PER_LAKH = 100_000;

export const PROJECT_DESCRIPTION_CLAMP = 80;
export const QUOTATION_DESCRIPTION_CLAMP = 120;
export const MSHEET_DESCRIPTION_CLAMP = 30;
export const NAME_TRUNCATE_CHARS = 30;

export const PROJECT_PICKER_BLUR_MS = 150;
/** At most this many amount look-ups (materials, labour) in flight at once on the quotation list. */
export const AMOUNT_LOOKUP_CONCURRENCY = 6;
export const LABOUR_PICKER_BLUR_MS = 200;
/**
 * The project-lines loader (projects, their quotation items, each item's lines) and the salary screen's
 * bulk status change keep at most this many requests in flight unless config.json's `requestPool` says
 * otherwise: the browser's own per-host limit over HTTP/1.1.
 */
export const PROJECT_LINES_CONCURRENCY = 6;
/**
 * How long the API reads' worker thread (textReads.ts) has to say it runs once it is started: a browser
 * that never starts it (its script held up on the way) would otherwise hold every read back for good;
 * past this the page sends the reads itself.
 */
export const READS_WORKER_START_MS = 5_000;
/** The most config.json's `requestPool` may set: more only queues on the provider. */
export const MAX_REQUEST_POOL = 32;
/**
 * The most reads the edge answers in one request (config.json's `readsBatchUrl`, deploy/edgeReads.js,
 * which holds the same figure). A fan-out's lane sends its reads in batches of four times its share of the
 * pool, up to this many: two batches at once, each read at half the pool, keep the pool's reads under way.
 */
export const MAX_READS_BATCH = 64;
/** How long loaded project lines count as fresh: a revisit within it shows them without reading again. */
export const PROJECT_LINES_STALE_MS = 60_000;
/** How often the loader's progress, and the rows read so far, reach the screen while thousands of answers arrive. */
export const PROJECT_LINES_PROGRESS_MS = 100;
/**
 * The rows read so far reach the screen less often as they grow: redrawing a list of n rows (its filters,
 * sort and totals) costs time in n, and while it runs the answers of the pool wait. A publish waits at
 * least PROJECT_LINES_PROGRESS_MS, plus 1 ms for every PROJECT_LINES_ROWS_PER_MS rows shown, at most
 * PROJECT_LINES_PUBLISH_MAX_MS: 25,000 rows are redrawn about once a second.
 */
export const PROJECT_LINES_ROWS_PER_MS = 25;
export const PROJECT_LINES_PUBLISH_MAX_MS = 1000;
/**
 * The last whole result of each project-lines join is kept in the browser (IndexedDB) for the signed-in
 * user, so a reload shows it at once: kept at most this long, and written at most this often.
 */
export const PERSISTED_LINES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const PERSISTED_LINES_WRITE_MS = 1000;
/**
 * How long the screens wait for that copy to be restored before they read without it: a browser whose
 * IndexedDB does not answer (a database held by another tab, a storage fault) must not hold every read
 * back. A copy restored later still shows, unless a newer read is already there.
 */
export const PERSISTED_LINES_RESTORE_LIMIT_MS = 3000;
/** A form's unsaved draft is written to the browser at most this often (and when the page is hidden). */
export const DRAFT_WRITE_MS = 500;
export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export const BILLING_PROJECT_PICKER_BLUR_MS = 100;

export const PROJECT_NUMBER_CODE = 'SGKE';

export const QUOTATION_ITEM_UNITS = ['units', 'kg', 'm', 'm²', 'm³', 'bricks', 'bags', 'tons', 'liters', 'pieces'] as const;
export const QUOTATION_MATERIAL_UNITS = ['kg', 'litre', 'pcs', 'bags', 'ton'] as const;
export const MSHEET_UNITS = ['m', 'ft', 'm²', 'ft²', 'm³', 'ft³'] as const;
export const PURCHASE_MATERIAL_UNITS = ['kg', 'litre', 'pcs', 'bags', 'ton', 'm', 'm²', 'm³'] as const;
export const PURCHASE_STATUSES = ['Unpaid', 'Paid'] as const;
export const DEFAULT_PURCHASE_STATUS = 'Unpaid';
/** How long vendor suggestions (purchase forms) stay open after the field loses focus: not in the spec, so the purchasing screen's project list's. */
export const VENDOR_PICKER_BLUR_MS = PROJECT_PICKER_BLUR_MS;
export const MATERIAL_LINE_STATUSES = ['pending', 'completed'] as const;
export const DEFAULT_MATERIAL_LINE_STATUS = 'pending';
export const PROJECT_MATERIALS_SHOWN = 2;
export const PROJECT_VENDORS_SHOWN = 2;
export const EXCESS_UNITS = ['units', 'kg', 'm', 'm²', 'm³', 'bricks', 'bags', 'tons', 'liters', 'boxes'] as const;
export const EXCESS_CONDITIONS = ['New', 'Unopened', 'Used'] as const;
export const DEFAULT_EXCESS_CONDITION = 'New';

export const VENDOR_CATEGORIES = ['Material Supplier', 'Service Provider', 'Equipment Supplier', 'Consultant', 'Other'] as const;
export const VENDOR_PAYMENT_TERMS = ['Immediate', 'Net 15', 'Net 30', 'Net 45', 'Net 60'] as const;
export const VENDOR_CREATE_TIMEOUT_MS = 5_000;
export const VENDOR_PRODUCT_CHIPS = 3;

export const ID_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** The edit form's category when a record has none (02 §3). */
export const DEFAULT_LABOUR_CATEGORY = 'Skilled';
export const PHONE_DIGITS = 10;
export const GST_NUMBER_LENGTH = 15;

export const DEFAULT_BILL_TAX_RATE = 18;
export const BILL_DUE_DAYS = 30;
export const DEFAULT_BILL_ITEM_QTY = 1;
export const BILL_STATUSES = ['Pending', 'Paid', 'Overdue'] as const;
export const DEFAULT_BILL_STATUS = 'Pending';
/** Bills shown per page of the list (issue 11: real paging instead of the spec's inert footer). */
export const BILL_PAGE_SIZE = 10;
export const BILL_TAX_RATE_MAX = 100;
/** Notes longer than this are cut in the bill list, with Show more. */
export const BILL_NOTES_CLAMP = 60;
/** The SAC printed on an item without an HSN/SAC code of its own, unless config.json's company.defaultSac says otherwise: construction services. */
export const DEFAULT_SAC = '9954';
/** An HSN or SAC code as an invoice may print it: 4, 6 or 8 digits (9954, 995411). */
export const HSN_SAC_PATTERN = /^\d{4}(\d{2}){0,2}$/;
/** Bill items that fit one printed A4 page with the rest of the invoice; longer bills continue on further pages of this many. */
export const INVOICE_LINES_PER_PAGE = 15;

export const BACKEND_PORT = 3003;

/** The activity log's vocabulary (spec 01 §3). */
export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted', 'completed', 'started', 'paused', 'approved', 'rejected'] as const;
export const ACTIVITY_ENTITY_TYPES = ['project', 'user', 'material', 'purchase', 'labour', 'bill', 'quotation', 'vendor', 'role'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];
