/**
 * Where the API is. Build-time settings come from Vite's env (VITE_API_URL, VITE_MOCK); a deployed
 * bundle can override them at run time with config.json served beside index.html, so one build
 * serves several environments.
 * The contractor's company details, printed on the tax invoice, come only from config.json ("company").
 */
import { DEFAULT_SAC, HSN_SAC_PATTERN, MAX_REQUEST_POOL, PROJECT_LINES_CONCURRENCY } from './constants';

/**
 * True when the mock API was compiled into this bundle (dev without an API URL, or a demo build).
 * Code that imports the mock must test `__MOCK_BUILD__` itself, so the bundler drops it from other builds.
 */
export const MOCK_BUILD: boolean = __MOCK_BUILD__;

/** The mock API answers under this path on the page's own origin (service worker) or on its HTTP server. */
export const MOCK_API_BASE = '/api';

export interface RuntimeConfig {
  /** Base URL of the API, for example https://erp.example.com/api. Empty when none is configured. */
  apiUrl: string;
  /** The in-bundle mock API answers the calls. */
  mock: boolean;
  /** The contractor's own details, printed on the tax invoice. */
  company: CompanyDetails;
  /**
   * How many requests the fan-outs (the project-lines loads and their bulk status changes) keep in flight:
   * config.json's `requestPool`, a whole number from 1 to MAX_REQUEST_POOL (6 unless set; more behind an
   * HTTP/2 edge, where one connection carries many requests).
   */
  requestPool: number;
  /** The ledgers of the accountant's Tally company the sales vouchers post to (config.json's `tally`). */
  tally: TallyLedgers;
  /**
   * Where the edge in front of the API answers a fan-out's reads several to a request (config.json's
   * `readsBatchUrl`, written by the edge: deploy/edgeReads.js); null where there is none, and in a mock build.
   */
  readsBatchUrl: string | null;
  /**
   * Where the edge answers a list read with only the fields its reader keeps (config.json's `listFieldsUrl`,
   * written by the edge: deploy/edgeReads.js); null where there is none, and in a mock build.
   */
  listFieldsUrl: string | null;
}

/** config.json's optional `tally` object: each a ledger name; a missing or blank one is the default. */
export interface TallyLedgers {
  sales: string;
  cgst: string;
  sgst: string;
  igst: string;
  roundOff: string;
}

export const DEFAULT_TALLY_LEDGERS: TallyLedgers = { sales: 'Sales', cgst: 'Output CGST', sgst: 'Output SGST', igst: 'Output IGST', roundOff: 'Round Off' };

/** config.json's optional `company` object: each value a string; a missing, blank or non-string one shows its placeholder. */
export interface CompanyDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string;
  bankName: string;
  accountNumber: string;
  ifscCode: string;
  /** The HSN/SAC code printed on an item without one: 4, 6 or 8 digits, 9954 (construction services) unless set. */
  defaultSac: string;
}

/** What the invoice prints for a company detail that config.json does not give (02 §3: placeholders). */
export const COMPANY_PLACEHOLDERS: CompanyDetails = {
  name: '[Company Name]',
  address: '[Company Address]',
  phone: '[Company Phone]',
  email: '[Company Email]',
  gstin: '[Company GSTIN]',
  bankName: '[Bank Name]',
  accountNumber: '[Account Number]',
  ifscCode: '[IFSC Code]',
  defaultSac: DEFAULT_SAC,
};

interface ConfigFile {
  apiUrl?: unknown;
  mock?: unknown;
  company?: unknown;
  requestPool?: unknown;
  tally?: unknown;
  readsBatchUrl?: unknown;
  listFieldsUrl?: unknown;
}

/** config.json's `requestPool` when it is a whole number, held within 1..MAX_REQUEST_POOL; else the default. */
export function resolveRequestPool(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return PROJECT_LINES_CONCURRENCY;
  return Math.min(MAX_REQUEST_POOL, Math.max(1, value));
}

/** An object of texts from config.json: each of `defaults`' keys given as a non-blank string (trimmed), else its default. */
function textsOr<T extends { [K in keyof T]: string }>(value: unknown, defaults: T): T {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const texts = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const text = given[key];
    if (typeof text === 'string' && text.trim() !== '') texts[key] = text.trim() as T[keyof T & string];
  }
  return texts;
}

export function resolveCompanyDetails(value: unknown): CompanyDetails {
  const details = textsOr(value, COMPANY_PLACEHOLDERS);
  if (!HSN_SAC_PATTERN.test(details.defaultSac)) details.defaultSac = DEFAULT_SAC;
  return details;
}

export function resolveTallyLedgers(value: unknown): TallyLedgers {
  return textsOr(value, DEFAULT_TALLY_LEDGERS);
}

/** An address config.json gives the edge's own services at: a non-blank text, trimmed; none in a mock build. */
const edgeAddress = (value: unknown, mock: boolean): string | null => (!mock && typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function resolveRuntimeConfig(file: ConfigFile | null, buildApiUrl: string | undefined, mockBuild: boolean): RuntimeConfig {
  const fileUrl = typeof file?.apiUrl === 'string' ? file.apiUrl.trim() : '';
  const apiUrl = fileUrl || (buildApiUrl ?? '').trim();
  const mockWanted = typeof file?.mock === 'boolean' ? file.mock : !apiUrl;
  const mock = mockBuild && mockWanted;
  return {
    apiUrl: mock ? MOCK_API_BASE : apiUrl,
    mock,
    company: resolveCompanyDetails(file?.company),
    requestPool: resolveRequestPool(file?.requestPool),
    tally: resolveTallyLedgers(file?.tally),
    readsBatchUrl: edgeAddress(file?.readsBatchUrl, mock),
    listFieldsUrl: edgeAddress(file?.listFieldsUrl, mock),
  };
}

async function fetchConfigFile(): Promise<ConfigFile | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    return (await response.json()) as ConfigFile;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return resolveRuntimeConfig(await fetchConfigFile(), import.meta.env.VITE_API_URL, MOCK_BUILD);
}

type Defaulted = 'company' | 'requestPool' | 'tally' | 'readsBatchUrl' | 'listFieldsUrl';

/** What a configuration set without them holds. */
const CONFIG_DEFAULTS: Pick<RuntimeConfig, Defaulted> = {
  company: COMPANY_PLACEHOLDERS,
  requestPool: PROJECT_LINES_CONCURRENCY,
  tally: DEFAULT_TALLY_LEDGERS,
  readsBatchUrl: null,
  listFieldsUrl: null,
};

let current: RuntimeConfig = { apiUrl: '', mock: false, ...CONFIG_DEFAULTS };

/** Set once at boot (and by the test harness); without company details, the placeholders; without a pool, the default; without an edge address, none. */
export function setRuntimeConfig(config: Omit<RuntimeConfig, Defaulted> & Partial<Pick<RuntimeConfig, Defaulted>>): void {
  current = {
    ...config,
    company: config.company ?? CONFIG_DEFAULTS.company,
    requestPool: config.requestPool ?? CONFIG_DEFAULTS.requestPool,
    tally: config.tally ?? CONFIG_DEFAULTS.tally,
    readsBatchUrl: config.readsBatchUrl ?? CONFIG_DEFAULTS.readsBatchUrl,
    listFieldsUrl: config.listFieldsUrl ?? CONFIG_DEFAULTS.listFieldsUrl,
  };
}

/** Where the edge answers several reads to a request (config.json's `readsBatchUrl`), or null. */
export function getReadsBatchUrl(): string | null {
  return current.readsBatchUrl;
}

/** Where the edge answers a list read with only the fields named (config.json's `listFieldsUrl`), or null. */
export function getListFieldsUrl(): string | null {
  return current.listFieldsUrl;
}

/** How many requests a fan-out keeps in flight (config.json's `requestPool`). */
export function getRequestPool(): number {
  return current.requestPool;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** The Tally ledgers the sales vouchers post to: from config.json, read at boot. */
export function getTallyLedgers(): TallyLedgers {
  return current.tally;
}

/** The company details the invoice prints: from config.json, read at boot. */
export function getCompanyDetails(): CompanyDetails {
  return current.company;
}
