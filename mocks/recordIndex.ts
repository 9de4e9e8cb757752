/**
 * Records of a collection grouped by one field, kept between requests. A screen that reads thousands of
 * child lists in a row (the salary join: an item's lines, 5,000 times) would otherwise scan every record
 * of the collection for each answer.
 *
 * An index is built on first use and built again after the collection changed: the library's 'create'
 * and 'update' hooks mark it out of date, and a change of the record count catches deletions (and the
 * truncation that empties a collection before a seed) without a 'delete' listener, which would slow
 * that truncation down. A collection without hooks (a test's plain list) is scanned each time.
 */
export interface IndexableCollection<R> {
  all(): R[];
  hooks?: { on(type: 'create' | 'update', listener: () => void): unknown };
}

interface FieldIndex<R> {
  version: number;
  count: number;
  groups: Map<unknown, R[]>;
}

interface CollectionIndexes {
  version: number;
  fields: Map<PropertyKey, FieldIndex<unknown>>;
}

const indexes = new WeakMap<object, CollectionIndexes>();

function indexesOf(collection: IndexableCollection<unknown>): CollectionIndexes | undefined {
  const known = indexes.get(collection);
  if (known) return known;
  if (!collection.hooks) return undefined;
  const created: CollectionIndexes = { version: 0, fields: new Map() };
  const outOfDate = () => void (created.version += 1);
  collection.hooks.on('create', outOfDate);
  collection.hooks.on('update', outOfDate);
  indexes.set(collection, created);
  return created;
}

/** The records whose `field` holds `value`, in the collection's order (a new array the caller may keep). */
export function recordsWhere<R, K extends keyof R>(collection: IndexableCollection<R>, field: K, value: R[K]): R[] {
  const records = collection.all();
  const owned = indexesOf(collection as IndexableCollection<unknown>);
  if (!owned) return records.filter((record) => record[field] === value);
  let index = owned.fields.get(field) as FieldIndex<R> | undefined;
  if (!index || index.version !== owned.version || index.count !== records.length) {
    const groups = new Map<unknown, R[]>();
    for (const record of records) {
      const group = groups.get(record[field]);
      if (group) group.push(record);
      else groups.set(record[field], [record]);
    }
    index = { version: owned.version, count: records.length, groups };
    owned.fields.set(field, index as FieldIndex<unknown>);
  }
  return [...(index.groups.get(value) ?? [])];
}
