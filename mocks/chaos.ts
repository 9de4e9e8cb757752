/**
 * Chaos mode of the HTTP mock: a share of the /api requests fails in one of the ways a provider behind a
 * proxy fails, to check that every screen survives them.
 *
 * Which request fails, and how, follows from the seed and the request's number since chaos was turned on
 * (each number gets its own seeded draw), so the same sequence of requests meets the same failures on
 * every run. Each failure is logged on stderr in one line so that a run can be replayed and read.
 */
import type { RequestHandler, Response } from 'express';
import { DEFAULT_HTML_PAGE } from './scenarios';
import { seededRandom } from './seedRandom';

export const CHAOS_KINDS = ['server-error', 'html-page', 'invalid-json', 'empty-body', 'drop-connection', 'delay'] as const;
export type ChaosKind = (typeof CHAOS_KINDS)[number];

/** The share of requests that fail when only a seed is given. */
export const DEFAULT_CHAOS_RATE = 0.1;
/** How long a 'delay' holds the answer back before the normal answer. */
export const DEFAULT_CHAOS_DELAY_MS = 10_000;

export interface ChaosSettings {
  /** Any number or text; the same seed replays the same failures. */
  seed: number | string;
  /** The share of requests that fail, 0 to 1 (default 0.1). */
  rate?: number;
  /** The kinds of failure to choose from (default all). */
  kinds?: readonly ChaosKind[];
  /** How long a 'delay' waits (default 10 s). */
  delayMs?: number;
  /** Only requests of these methods may fail, e.g. the writes (default every method). */
  methods?: readonly string[];
}

interface ActiveChaos {
  seed: number;
  rate: number;
  kinds: readonly ChaosKind[];
  delayMs: number;
  methods?: ReadonlySet<string>;
  /** How many /api requests chaos has seen since it was turned on. */
  count: number;
}

let active: ActiveChaos | undefined;

/** A whole number (or its digits, as MOCK_CHAOS gives it) is taken as it is; any other seed through FNV-1a. */
function seedNumber(seed: number | string): number {
  if (Number.isSafeInteger(seed) || /^\d{1,15}$/.test(String(seed))) return Number(seed) >>> 0;
  let hash = 0x811c9dc5;
  for (const char of String(seed)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** Checks settings that come from outside (the environment or a control route); throws on a wrong one. */
export function parseChaosSettings(input: unknown): ChaosSettings {
  const { seed, rate, kinds, delayMs, methods } = (input ?? {}) as Record<string, unknown>;
  if ((typeof seed !== 'number' || !Number.isFinite(seed)) && (typeof seed !== 'string' || seed === '')) {
    throw new Error('seed must be a number or a non-empty text');
  }
  if (rate !== undefined && (typeof rate !== 'number' || !(rate >= 0 && rate <= 1))) throw new Error('rate must be a number from 0 to 1');
  if (kinds !== undefined && (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every((kind) => CHAOS_KINDS.includes(kind as ChaosKind)))) {
    throw new Error(`kinds must be a non-empty list of ${CHAOS_KINDS.join(', ')}`);
  }
  if (delayMs !== undefined && (typeof delayMs !== 'number' || !(delayMs >= 0))) throw new Error('delayMs must be a number of milliseconds');
  if (methods !== undefined && (!Array.isArray(methods) || methods.length === 0 || !methods.every((method) => typeof method === 'string' && /^[A-Z]+$/i.test(method)))) {
    throw new Error('methods must be a non-empty list of HTTP methods');
  }
  return { seed, rate, kinds: kinds as ChaosKind[] | undefined, delayMs, methods: methods as string[] | undefined };
}

export function startChaos(settings: ChaosSettings): void {
  active = {
    seed: seedNumber(settings.seed),
    rate: settings.rate ?? DEFAULT_CHAOS_RATE,
    kinds: settings.kinds ?? CHAOS_KINDS,
    delayMs: settings.delayMs ?? DEFAULT_CHAOS_DELAY_MS,
    methods: settings.methods && new Set(settings.methods.map((method) => method.toUpperCase())),
    count: 0,
  };
}

export function stopChaos(): void {
  active = undefined;
}

/** The failure request number `n` meets under these settings, if any: the same answer every time. */
export function chaosFailureOf(chaos: Pick<ActiveChaos, 'seed' | 'rate' | 'kinds'>, n: number): ChaosKind | undefined {
  const random = seededRandom(Math.imul(chaos.seed ^ 0x9e3779b9, 0x85ebca6b) + n);
  // The draw for the rate comes first, so a lower rate fails a subset of the same requests.
  if (!random.chance(chaos.rate)) return undefined;
  return random.pick(chaos.kinds);
}

function answer(kind: Exclude<ChaosKind, 'delay' | 'drop-connection'>, res: Response): void {
  switch (kind) {
    case 'server-error':
      res.status(500).json({ success: false, message: 'Internal server error' });
      return;
    case 'html-page':
      res.status(502).type('html').send(DEFAULT_HTML_PAGE);
      return;
    case 'invalid-json':
      res.status(200).type('application/json').send('{"success": true, "data": [');
      return;
    case 'empty-body':
      res.status(200).type('application/json').end();
      return;
  }
}

/** The middleware placed before the handlers under /api; CORS preflights are answered before it. */
export const chaosMiddleware: RequestHandler = (req, res, next) => {
  const chaos = active;
  if (!chaos || req.method === 'OPTIONS' || (chaos.methods && !chaos.methods.has(req.method))) {
    next();
    return;
  }
  chaos.count += 1;
  const n = chaos.count;
  const kind = chaosFailureOf(chaos, n);
  if (!kind) {
    next();
    return;
  }
  process.stderr.write(`chaos #${n} ${req.method} ${req.originalUrl.split('?')[0]} ${kind}\n`);
  if (kind === 'drop-connection') req.socket.destroy();
  else if (kind === 'delay') setTimeout(next, chaos.delayMs);
  else answer(kind, res);
};
