/**
 * The New Purchase items of each project, kept in this browser's storage under one key per project
 * (ruling 23): nothing here is sent to the server (02 §7). Every screen that reads a project's purchases
 * through `useSavedPurchases` stays in step with every write made here, and with another tab's writes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_MATERIAL_LINE_STATUS, MATERIAL_LINE_STATUSES } from '@/config/constants';
import { materialAmount } from '@/lib/amounts';
import { roundMoney, toNumber } from '@/lib/money';
import { parseJson, readStoredText, STORAGE_KEYS } from '@/lib/storage';

export type SavedPurchaseStatus = (typeof MATERIAL_LINE_STATUSES)[number];
export const SAVED_PURCHASE_STATUSES = MATERIAL_LINE_STATUSES;

/** One purchase item as typed in the form. */
export interface PurchaseItemInput {
  material: string;
  quantity: number;
  unit: string;
  rate: number;
  vendor: string;
  /** yyyy-mm-dd, as the date input gives it. */
  date: string;
}

export interface PurchaseItem extends PurchaseItemInput {
  /** quantity × rate, rounded to paise. */
  totalAmount: number;
}

/** A saved purchase (02 §3): the items it holds (one, from the form), its status and its total cost. */
export interface SavedPurchase {
  _id: string;
  projectId: string;
  items: PurchaseItem[];
  status: SavedPurchaseStatus;
  totalCost: number;
  createdAt: string;
}

const NONE: readonly SavedPurchase[] = Object.freeze([]);

function itemOf(input: PurchaseItemInput): PurchaseItem {
  return { ...input, totalAmount: materialAmount(input.quantity, input.rate) };
}

function costOf(items: readonly PurchaseItem[]): number {
  return roundMoney(items.reduce((sum, item) => sum + item.totalAmount, 0));
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function readItem(raw: unknown): PurchaseItem | null {
  if (!isRecord(raw)) return null;
  return itemOf({
    material: text(raw.material),
    quantity: toNumber(raw.quantity),
    unit: text(raw.unit),
    rate: toNumber(raw.rate),
    vendor: text(raw.vendor),
    date: text(raw.date),
  });
}

function readPurchase(raw: unknown, projectId: string): SavedPurchase | null {
  if (!isRecord(raw) || typeof raw._id !== 'string' || !Array.isArray(raw.items)) return null;
  const items = raw.items.map(readItem).filter((item): item is PurchaseItem => item !== null);
  if (items.length === 0) return null;
  const status = (SAVED_PURCHASE_STATUSES as readonly unknown[]).includes(raw.status) ? (raw.status as SavedPurchaseStatus) : DEFAULT_MATERIAL_LINE_STATUS;
  return { _id: raw._id, projectId, items, status, totalCost: costOf(items), createdAt: text(raw.createdAt) };
}

/** What is stored, read safely: unreadable or foreign content counts as no purchases. */
export function parseSavedPurchases(raw: string | null, projectId: string): SavedPurchase[] {
  const data = parseJson(raw);
  if (!Array.isArray(data)) return [];
  return data.map((entry) => readPurchase(entry, projectId)).filter((purchase): purchase is SavedPurchase => purchase !== null);
}

/** Storage switched off in this browser: nothing is kept. */
const storedText = (projectId: string): string | null => readStoredText(STORAGE_KEYS.purchaseItems(projectId));

/** The last parse of each project's stored text, so that an unchanged text gives the same array. */
const parsed = new Map<string, { raw: string | null; purchases: readonly SavedPurchase[] }>();

/** A project's saved purchases, oldest first; the same array while what is stored has not changed. */
export function readSavedPurchases(projectId: string): readonly SavedPurchase[] {
  const raw = storedText(projectId);
  const cached = parsed.get(projectId);
  if (cached && cached.raw === raw) return cached.purchases;
  const purchases = raw === null ? NONE : parseSavedPurchases(raw, projectId);
  parsed.set(projectId, { raw, purchases });
  return purchases;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
/** Another tab wrote: every reader looks again (an unchanged key gives the same array). */
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(STORAGE_KEYS.purchaseItems(''))) notify();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Stores a project's purchases; throws when the browser refuses (storage full or switched off), leaving what was stored. */
function store(projectId: string, purchases: readonly SavedPurchase[]): void {
  const key = STORAGE_KEYS.purchaseItems(projectId);
  if (purchases.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(purchases));
  notify();
}

function change(projectId: string, purchaseId: string, edit: (purchase: SavedPurchase) => SavedPurchase): SavedPurchase {
  const current = readSavedPurchases(projectId);
  const found = current.find((purchase) => purchase._id === purchaseId);
  if (!found) throw new Error('Purchase item not found');
  const changed = edit(found);
  store(
    projectId,
    current.map((purchase) => (purchase === found ? changed : purchase)),
  );
  return changed;
}

let lastId = 0;
/** An id unique on this device; crypto.randomUUID needs a secure context, which a LAN address is not. */
function localId(now: number): string {
  lastId = Math.max(lastId + 1, now);
  return `local-${lastId.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Adding an item saves a new purchase that holds it, pending. */
export function addPurchaseItem(projectId: string, input: PurchaseItemInput, now: Date = new Date()): SavedPurchase {
  const items = [itemOf(input)];
  const purchase: SavedPurchase = {
    _id: localId(now.getTime()),
    projectId,
    items,
    status: DEFAULT_MATERIAL_LINE_STATUS,
    totalCost: costOf(items),
    createdAt: now.toISOString(),
  };
  store(projectId, [...readSavedPurchases(projectId), purchase]);
  return purchase;
}

/** Replaces the purchase's item (its first; the form adds one per purchase) and its total. */
export function updatePurchaseItem(projectId: string, purchaseId: string, input: PurchaseItemInput): SavedPurchase {
  return change(projectId, purchaseId, (purchase) => {
    const items = [itemOf(input), ...purchase.items.slice(1)];
    return { ...purchase, items, totalCost: costOf(items) };
  });
}

export function setPurchaseStatus(projectId: string, purchaseId: string, status: SavedPurchaseStatus): SavedPurchase {
  return change(projectId, purchaseId, (purchase) => ({ ...purchase, status }));
}

export function deletePurchase(projectId: string, purchaseId: string): void {
  const current = readSavedPurchases(projectId);
  if (!current.some((purchase) => purchase._id === purchaseId)) throw new Error('Purchase item not found');
  store(
    projectId,
    current.filter((purchase) => purchase._id !== purchaseId),
  );
}

/** The project's total cost over its saved purchases. */
export function totalCostOf(purchases: readonly SavedPurchase[]): number {
  return roundMoney(purchases.reduce((sum, purchase) => sum + purchase.totalCost, 0));
}

/** A project's saved purchases, kept in step with every write; none while no project is chosen. */
export function useSavedPurchases(projectId: string | null): readonly SavedPurchase[] {
  const snapshot = useCallback(() => (projectId ? readSavedPurchases(projectId) : NONE), [projectId]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
