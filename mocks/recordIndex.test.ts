import { Collection } from '@msw/data';
import { object, string } from 'yup';
import { recordsWhere } from './recordIndex';

/** A child record: a line of a quotation item. */
function lines() {
  return new Collection({ schema: object({ _id: string().required(), quotationId: string().required() }) });
}

const idsWhere = (collection: ReturnType<typeof lines>, quotationId: string) => recordsWhere(collection, 'quotationId', quotationId).map((line) => line._id);

test('finds the records of a value in the order they were created, and nothing for an unknown value', async () => {
  const store = lines();
  await store.create({ _id: 'a', quotationId: 'q1'});
  await store.create({ _id: 'b', quotationId: 'q2'});
  await store.create({ _id: 'c', quotationId: 'q1'});
  expect(idsWhere(store, 'q1')).toEqual(['a', 'c']);
  expect(idsWhere(store, 'q3')).toEqual([]);
});

test('follows every change after the index was built: a create, an update of the field, a deletion, an emptied collection', async () => {
  const store = lines();
  await store.create({ _id: 'a', quotationId: 'q1'});
  expect(idsWhere(store, 'q1')).toEqual(['a']);

  await store.create({ _id: 'b', quotationId: 'q1'});
  expect(idsWhere(store, 'q1')).toEqual(['a', 'b']);

  await store.update((q) => q.where({ _id: 'a' }), { data: (line) => void (line.quotationId = 'q2') });
  expect(idsWhere(store, 'q1')).toEqual(['b']);
  expect(idsWhere(store, 'q2')).toEqual(['a']);

  store.delete((q) => q.where({ _id: 'b' }));
  expect(idsWhere(store, 'q1')).toEqual([]);

  // A delete then a create keeps the count: the create alone must tell the index.
  store.delete((q) => q.where({ _id: 'a' }));
  await store.create({ _id: 'c', quotationId: 'q2'});
  expect(idsWhere(store, 'q2')).toEqual(['c']);

  store.all().length = 0;
  expect(idsWhere(store, 'q2')).toEqual([]);
});

test('hands out a copy: sorting or changing the answer leaves the index as it was', async () => {
  const store = lines();
  await store.create({ _id: 'a', quotationId: 'q1'});
  await store.create({ _id: 'b', quotationId: 'q1'});
  recordsWhere(store, 'quotationId', 'q1').reverse().pop();
  expect(idsWhere(store, 'q1')).toEqual(['a', 'b']);
});

test('scans a plain list that has no hooks each time', () => {
  const records = [{ _id: 'a', quotationId: 'q1' }];
  const plain = { all: () => records };
  expect(recordsWhere(plain, 'quotationId', 'q1')).toHaveLength(1);
  records.push({ _id: 'b', quotationId: 'q1' });
  expect(recordsWhere(plain, 'quotationId', 'q1')).toHaveLength(2);
});
