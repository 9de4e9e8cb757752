import fc from 'fast-check';
import { entityFrom, idOf, listFrom, str } from './normalise';

/** Any value at all, objects without a prototype and boxed values included (String() throws on the first). */
const anyValue = fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withBigInt: true, withDate: true });
const key = fc.constantFrom('projects', 'users', 'items', '');

describe('listFrom', () => {
  it('gives a list for any answer: the answer itself when it is one, else the one under the key, else none', () => {
    fc.assert(
      fc.property(anyValue, key, (data, name) => {
        const list = listFrom(data, name);
        expect(Array.isArray(list)).toBe(true);
        if (Array.isArray(data)) expect(list).toBe(data);
      }),
    );
  });

  it('unwraps a list under its key', () => {
    fc.assert(
      fc.property(fc.array(anyValue, { maxLength: 5 }), key, (list, name) => {
        expect(listFrom({ [name]: list }, name)).toBe(list);
      }),
    );
  });
});

describe('entityFrom', () => {
  it('gives undefined for an answer that is not an object, else the object under the key or the answer itself', () => {
    fc.assert(
      fc.property(anyValue, key, (data, name) => {
        const entity = entityFrom<unknown>(data, name);
        if (!data || typeof data !== 'object') expect(entity).toBeUndefined();
        else expect(typeof entity).toBe('object');
      }),
    );
  });
});

describe('str', () => {
  it('gives a text for any value, never the text of an object or of NaN', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const text = str(value);
        expect(typeof text).toBe('string');
        expect(text).not.toContain('[object');
        if (typeof value !== 'string') expect(text).not.toMatch(/^(NaN|-?Infinity|null|undefined)$/);
      }),
    );
  });

  it('keeps texts as they are and writes numbers out', () => {
    fc.assert(fc.property(fc.string(), (text) => {
        expect(str(text)).toBe(text);
      }));
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(str(n)).toBe(String(n));
      }));
  });
});

describe('idOf', () => {
  it('reads `_id`, else `id`, as a text, whatever they hold', () => {
    fc.assert(
      fc.property(fc.record({ _id: anyValue, id: anyValue }, { requiredKeys: [] }), (raw) => {
        const id = idOf(raw);
        expect(typeof id).toBe('string');
        if (typeof raw._id === 'string') expect(id).toBe(raw._id);
        else if (raw._id === undefined && typeof raw.id === 'string') expect(id).toBe(raw.id);
      }),
    );
  });
});
