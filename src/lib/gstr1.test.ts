import { describe, expect, it } from 'vitest';
import { apportion, buildGstr1, type Gstr1Return } from './gstr1';
import type { ReturnBill } from './gstr1Checks';
import { documentsIssued } from './gstr1Documents';

/** The company: Karnataka (29). */
const COMPANY = '29ABCDE1234F1ZW';
const NOVEMBER = { kind: 'month', year: 2026, month: 11 } as const;

let serial = 0;
function bill(fields: Partial<ReturnBill> & { amounts: [number, Partial<ReturnBill['items'][number]>?][] }): ReturnBill {
  serial += 1;
  const items = fields.amounts.map(([amount, item]) => ({ description: 'Work', qty: 1, unit: 'lot', hsnSac: '', amount, ...item }));
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const taxRate = fields.taxRate ?? 18;
  const taxAmount = Math.round(subtotal * taxRate) / 100;
  return {
    billNumber: `INV-2026-${String(serial).padStart(3, '0')}`,
    client: 'Client',
    clientGstin: '',
    placeOfSupply: '',
    reverseCharge: false,
    date: '15-11-2026',
    taxRate,
    subtotal,
    taxAmount,
    total: Math.round((subtotal + taxAmount) * 100) / 100,
    ...fields,
    items,
  };
}

/** Hand-worked bills of November 2026 (and two outside it), one for each way a bill goes into the return. */
function monthOfBills() {
  serial = 0;
  const registeredIntra = bill({
    clientGstin: '29aakcs7421m1zq',
    date: '05-11-2026',
    amounts: [
      [100_000, { hsnSac: '995411', description: 'RCC work, ground floor slab (M25)' }],
      [20_000, { unit: 'm²', qty: 10 }],
    ],
  });
  const registeredInterReverse = bill({ clientGstin: '27AAFFK3388P1ZL', taxRate: 12, reverseCharge: true, amounts: [[50_000, { hsnSac: '7308', unit: 'tons', qty: 2 }]] });
  const largeInter = bill({ placeOfSupply: '33', taxRate: 5, amounts: [[200_000]] });
  serial += 1; // INV-2026-004 was deleted: a cancelled number
  const smallInter = bill({ placeOfSupply: '33', amounts: [[50_000]] });
  const smallIntra = bill({ amounts: [[10_000]] });
  const oddPaisa = bill({ placeOfSupply: '29', amounts: [[5_000.5]] });
  const nilRated = bill({ taxRate: 0, amounts: [[3_000]] });
  const badGstin = bill({ clientGstin: '29AAKCS7421M1ZX', amounts: [[1_000]] });
  const december = bill({ date: '01-12-2026', amounts: [[7_000]] });
  const undated = bill({ billNumber: 'DRAFT', date: 'soon', amounts: [[2_000]] });
  const oddRate = bill({ taxRate: 10, amounts: [[4_000]] });
  return { registeredIntra, registeredInterReverse, largeInter, smallInter, smallIntra, oddPaisa, nilRated, badGstin, december, undated, oddRate };
}

function novemberReturn(): Gstr1Return {
  const result = buildGstr1(Object.values(monthOfBills()), NOVEMBER, COMPANY, '9954');
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('buildGstr1', () => {
  it('names the file and the period as the portal does', () => {
    const { file, fileName } = novemberReturn();
    expect(fileName).toBe('GSTR1_29ABCDE1234F1ZW_112026.json');
    expect(file).toMatchObject({ gstin: COMPANY, fp: '112026' });
  });

  it('B2B: by client GSTIN, intra-state in CGST and SGST, inter-state in IGST, reverse charge said', () => {
    const { file } = novemberReturn();
    expect(file.b2b).toEqual([
      {
        ctin: '27AAFFK3388P1ZL',
        inv: [
          {
            inum: 'INV-2026-002',
            idt: '15-11-2026',
            val: 56_000,
            pos: '27',
            rchrg: 'Y',
            inv_typ: 'R',
            itms: [{ num: 1201, itm_det: { txval: 50_000, rt: 12, iamt: 6_000, csamt: 0 } }],
          },
        ],
      },
      {
        ctin: '29AAKCS7421M1ZQ',
        inv: [
          {
            inum: 'INV-2026-001',
            idt: '05-11-2026',
            val: 141_600,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 120_000, rt: 18, camt: 10_800, samt: 10_800, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('B2CL: an inter-state bill above ₹1 lakh to an unregistered client, by place of supply', () => {
    const { file } = novemberReturn();
    expect(file.b2cl).toEqual([
      { pos: '33', inv: [{ inum: 'INV-2026-003', idt: '15-11-2026', val: 210_000, itms: [{ num: 501, itm_det: { txval: 200_000, rt: 5, iamt: 10_000, csamt: 0 } }] }] },
    ]);
  });

  it('B2CS: the other unregistered bills summed by place of supply and rate, the odd paisa on CGST', () => {
    const { file } = novemberReturn();
    expect(file.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 15_000.5, camt: 1_350.05, samt: 1_350.04, csamt: 0 },
      { sply_ty: 'INTER', pos: '33', typ: 'OE', rt: 18, txval: 50_000, iamt: 9_000, csamt: 0 },
    ]);
  });

  it('Nil: a bill at 0 % by the kind of supply', () => {
    expect(novemberReturn().file.nil).toEqual({ inv: [{ sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 3_000, ngsup_amt: 0 }] });
  });

  it('HSN: split into B2B and B2C, services without a quantity, goods with their UQC, the default SAC where an item has none', () => {
    const { hsn } = novemberReturn().file;
    expect(hsn.hsn_b2b.map(({ num, hsn_sc, uqc, qty, rt, txval, iamt, camt, samt }) => ({ num, hsn_sc, uqc, qty, rt, txval, iamt, camt, samt }))).toEqual([
      { num: 1, hsn_sc: '7308', uqc: 'MTS', qty: 2, rt: 12, txval: 50_000, iamt: 6_000, camt: 0, samt: 0 },
      { num: 2, hsn_sc: '9954', uqc: 'NA', qty: 0, rt: 18, txval: 20_000, iamt: 0, camt: 1_800, samt: 1_800 },
      { num: 3, hsn_sc: '995411', uqc: 'NA', qty: 0, rt: 18, txval: 100_000, iamt: 0, camt: 9_000, samt: 9_000 },
    ]);
    expect(hsn.hsn_b2b[2].desc).toBe('RCC work, ground floor slab (M');
    expect(hsn.hsn_b2c.map(({ hsn_sc, rt, txval, iamt, camt, samt }) => ({ hsn_sc, rt, txval, iamt, camt, samt }))).toEqual([
      { hsn_sc: '9954', rt: 0, txval: 3_000, iamt: 0, camt: 0, samt: 0 },
      { hsn_sc: '9954', rt: 5, txval: 200_000, iamt: 10_000, camt: 0, samt: 0 },
      { hsn_sc: '9954', rt: 18, txval: 65_000.5, iamt: 9_000, camt: 1_350.05, samt: 1_350.04 },
    ]);
  });

  it('every bill of the period is in exactly one table, and the tables, the HSN summary and the bills add up alike', () => {
    const bills = monthOfBills();
    const { file, summary, hsnTotals } = novemberReturn();
    const numbers = [...file.b2b.flatMap((group) => group.inv), ...file.b2cl.flatMap((group) => group.inv)].map((inv) => (inv as { inum: string }).inum);
    expect(numbers.sort()).toEqual(['INV-2026-001', 'INV-2026-002', 'INV-2026-003']);
    expect(summary.map(({ table, invoices }) => [table, invoices])).toEqual([
      ['b2b', 2],
      ['b2cl', 1],
      ['b2cs', 3],
      ['nil', 1],
    ]);
    const inTables = [bills.registeredIntra, bills.registeredInterReverse, bills.largeInter, bills.smallInter, bills.smallIntra, bills.oddPaisa, bills.nilRated];
    const sum = (pick: (s: (typeof summary)[number]) => number) => Math.round(summary.reduce((total, s) => total + pick(s), 0) * 100) / 100;
    expect(sum((s) => s.txval)).toBe(Math.round(inTables.reduce((total, b) => total + b.subtotal, 0) * 100) / 100);
    expect(sum((s) => s.iamt + s.camt + s.samt)).toBe(Math.round(inTables.reduce((total, b) => total + b.taxAmount, 0) * 100) / 100);
    expect(sum((s) => s.val)).toBe(Math.round(inTables.reduce((total, b) => total + b.total, 0) * 100) / 100);
    expect(hsnTotals).toEqual({ txval: sum((s) => s.txval), iamt: sum((s) => s.iamt), camt: sum((s) => s.camt), samt: sum((s) => s.samt) });
  });

  it('lists each bill that cannot go in as it stands with its reason; one without a readable date in every period', () => {
    const { leftOut } = novemberReturn();
    expect(leftOut.map(({ bill, reason }) => [bill.billNumber, reason])).toEqual([
      ['INV-2026-009', 'The client GSTIN 29AAKCS7421M1ZX is not valid: GST number check character does not match: please check it for a typing mistake.'],
      ['DRAFT', 'The bill date "soon" is not a date the return can place.'],
      ['INV-2026-012', 'The tax rate 10 % is not a GST rate (0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40).'],
    ]);
    const december = buildGstr1(Object.values(monthOfBills()), { kind: 'month', year: 2026, month: 12 }, COMPANY, '9954');
    expect(december.ok && december.value.leftOut.map(({ bill }) => bill.billNumber)).toEqual(['DRAFT']);
  });

  it('an item code that is not 4, 6 or 8 digits keeps the bill out', () => {
    serial = 0;
    const result = buildGstr1([bill({ amounts: [[1_000, { hsnSac: '99541' }]] })], NOVEMBER, COMPANY, '9954');
    expect(result.ok && result.value.leftOut[0].reason).toBe('The HSN/SAC code "99541" is not 4, 6 or 8 digits.');
  });

  it('documents issued: the period’s range of each series, a number no bill holds counted as cancelled', () => {
    expect(novemberReturn().file.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [{ num: 1, from: 'INV-2026-001', to: 'INV-2026-012', totnum: 11, cancel: 2, net_issue: 9 }],
        },
      ],
    });
  });

  it('a quarter is filed for its last month, with the bills of all three', () => {
    const result = buildGstr1(Object.values(monthOfBills()), { kind: 'quarter', year: 2026, month: 10 }, COMPANY, '9954');
    expect(result.ok && result.value.fileName).toBe('GSTR1_29ABCDE1234F1ZW_122026.json');
    expect(result.ok && result.value.summary.reduce((n, s) => n + s.invoices, 0)).toBe(8);
  });

  it('without a valid company GSTIN there is no return', () => {
    expect(buildGstr1([], NOVEMBER, null, '9954')).toEqual({ ok: false, reason: expect.stringContaining('no valid company GSTIN') });
    expect(buildGstr1([], NOVEMBER, '29ABCDE1234F1Z5', '9954').ok).toBe(false);
  });
});

describe('apportion', () => {
  it('shares an amount to the paisa, the parts adding up to it', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([33.33, 33.33, 33.34]);
    expect(apportion(0.05, [0, 0])).toEqual([0.03, 0.02]);
  });
});

describe('documentsIssued', () => {
  it('keeps series apart and a number without digits as a document of its own', () => {
    expect(documentsIssued(['A/7', 'B-0009', 'A/8', 'CASH'], ['A/7', 'A/8', 'B-0009']).doc_det[0].docs).toEqual([
      { num: 1, from: 'A/7', to: 'A/8', totnum: 2, cancel: 0, net_issue: 2 },
      { num: 2, from: 'B-0009', to: 'B-0009', totnum: 1, cancel: 0, net_issue: 1 },
      { num: 3, from: 'CASH', to: 'CASH', totnum: 1, cancel: 0, net_issue: 1 },
    ]);
  });
});
