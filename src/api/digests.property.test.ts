/**
 * A digest gives what the whole list would have given the screen that reads it: the dashboard's labour
 * count and bill figures equal those of the labour profile and bill lists read whole, whatever the
 * provider answers, and equal those of the list as the edge sends it with only the fields each digest names.
 */
import fc from 'fast-check';
import { listAnswer } from '../../tests/responseArbitraries';
import { billsFrom } from './bills';
import edgeReads from '../../deploy/edgeReads.js';
import { DIGESTS, type DigestName } from './digests';
import { LIST_KEYS } from './listKeys';
import { normaliseLabourProfile } from './labourProfiles';
import { listOf } from './normalise';

describe('the digests of the large lists', () => {
  it('counts the labour profiles the whole list holds', () => {
    fc.assert(
      fc.property(listAnswer(LIST_KEYS.labourProfiles, ['_id', 'name', 'phone', 'category']), (body) => {
        expect(DIGESTS.labourCount.of(body)).toBe(listOf(body, LIST_KEYS.labourProfiles, normaliseLabourProfile).length);
      }),
    );
  });

  it('gives each bill’s date, status and total as the whole bill list reads them, in its order', () => {
    fc.assert(
      fc.property(listAnswer(LIST_KEYS.bills, ['_id', 'billNumber', 'date', 'status', 'total', 'items']), (body) => {
        expect(DIGESTS.billFigures.of(body)).toEqual(billsFrom(body).map(({ date, status, total }) => ({ date, status, total })));
      }),
    );
  });

  it('reads a list wrapped under its key or bare, and leaves out what is not a record', () => {
    const bills = [{ date: '05-11-2026', status: 'Paid', total: '1,180' }, 'not a bill', { total: 590 }];
    const figures = [
      { date: '05-11-2026', status: 'Paid', total: 1180 },
      { date: '', status: 'Pending', total: 590 },
    ];
    expect(DIGESTS.billFigures.of({ success: true, bills })).toEqual(figures);
    expect(DIGESTS.billFigures.of(bills)).toEqual(figures);
    expect(DIGESTS.labourCount.of({ profiles: [{ name: 'Ravi' }, null, { name: 'Asha' }] })).toBe(2);
    expect(DIGESTS.labourCount.of({ message: 'no list here' })).toBe(0);
  });

  it.each<[DigestName, string[]]>([
    ['labourCount', ['_id', 'name', 'phone', 'category']],
    ['billFigures', ['_id', 'billNumber', 'date', 'status', 'total', 'items']],
  ])('%s: the same from the list cut down to its fields at the edge', (name, fields) => {
    const { list, fields: kept, of } = DIGESTS[name];
    fc.assert(
      fc.property(listAnswer(list, fields), (body) => {
        const whole = of(body);
        expect(of(edgeReads.keepFields(structuredClone(body), list, kept))).toEqual(whole);
      }),
    );
  });
});
