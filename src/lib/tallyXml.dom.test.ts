import { describe, expect, it } from 'vitest';
import { buildTallyXml, DEFAULT_TALLY_LEDGERS, type TallyBill, type TallyOptions } from './tallyXml';

const OPTIONS: TallyOptions = {
  from: '2026-11-01',
  to: '2026-11-30',
  companyGstin: '29ABCDE1234F1ZW',
  companyName: 'SGK Constructions',
  ledgers: DEFAULT_TALLY_LEDGERS,
  withPartyLedgers: false,
};

function bill(fields: Partial<TallyBill>): TallyBill {
  return {
    billNumber: 'INV-1',
    client: 'Sai Developers Pvt Ltd',
    clientGstin: '',
    clientAddress: '',
    placeOfSupply: '',
    reverseCharge: false,
    date: '05-11-2026',
    items: [{ description: 'Work', qty: 1, unit: 'lot', amount: 1_000, hsnSac: '' }],
    taxRate: 18,
    subtotal: 1_000,
    taxAmount: 180,
    total: 1_180,
    notes: '',
    ...fields,
  };
}

const BILLS = [
  bill({ billNumber: 'INV-1', clientGstin: '29AAKCS7421M1ZQ', subtotal: 120_000, taxAmount: 21_600, total: 141_600 }),
  bill({ billNumber: 'INV-2', client: 'Krishna Textiles', clientGstin: '27AAFFK3388P1ZL', date: '10-11-2026', taxRate: 12, subtotal: 50_000, taxAmount: 6_000, total: 56_000, reverseCharge: true }),
  bill({ billNumber: 'INV-3', client: 'R & S <Traders> "Ltd"', date: '12-11-2026', subtotal: 5_000.5, taxAmount: 900.09, total: 5_901, notes: 'Rounded to ₹5,901 as agreed' }),
  bill({ billNumber: 'INV-4', date: '01-12-2026' }),
  bill({ billNumber: 'INV-5', date: 'soon' }),
];

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (node: Element, name: string) => node.getElementsByTagName(name)[0]?.textContent ?? null;

function vouchersOf(doc: Document) {
  return [...doc.getElementsByTagName('VOUCHER')].map((voucher) => ({
    number: text(voucher, 'VOUCHERNUMBER'),
    date: text(voucher, 'DATE'),
    party: text(voucher, 'PARTYLEDGERNAME'),
    narration: text(voucher, 'NARRATION'),
    entries: [...voucher.getElementsByTagName('ALLLEDGERENTRIES.LIST')].map((entry) => ({
      ledger: text(entry, 'LEDGERNAME'),
      debit: text(entry, 'ISDEEMEDPOSITIVE') === 'Yes',
      amount: Number(text(entry, 'AMOUNT')),
    })),
  }));
}

describe('buildTallyXml', () => {
  it('is a well-formed envelope with one sales voucher per bill of the range, oldest first, named by the range', () => {
    const result = buildTallyXml(BILLS, OPTIONS);
    if (!result.ok) throw new Error(result.reason);
    expect(result.value.fileName).toBe('tally-sales-2026-11-01-2026-11-30.xml');
    const doc = parse(result.value.xml);
    expect(doc.documentElement.tagName).toBe('ENVELOPE');
    expect(text(doc.documentElement, 'TALLYREQUEST')).toBe('Import Data');
    expect(doc.querySelector('BODY > IMPORTDATA > REQUESTDATA > TALLYMESSAGE > VOUCHER[VCHTYPE="Sales"]')).not.toBeNull();
    expect(text(doc.documentElement, 'SVCURRENTCOMPANY')).toBe('SGK Constructions');
    expect(vouchersOf(doc).map((v) => [v.number, v.date])).toEqual([
      ['INV-1', '20261105'],
      ['INV-2', '20261110'],
      ['INV-3', '20261112'],
    ]);
    expect(result.value.undated.map((b) => b.billNumber)).toEqual(['INV-5']);
  });

  it('every voucher balances: the party debited with the total, sales and tax credited, the round-off taking the rest', () => {
    const result = buildTallyXml(BILLS, OPTIONS);
    if (!result.ok) throw new Error(result.reason);
    const vouchers = vouchersOf(parse(result.value.xml));
    for (const voucher of vouchers) {
      expect(Math.round(voucher.entries.reduce((sum, entry) => sum + entry.amount * 100, 0))).toBe(0);
      for (const entry of voucher.entries) expect(entry.debit).toBe(entry.amount < 0);
    }
    expect(vouchers[0].entries).toEqual([
      { ledger: 'Sai Developers Pvt Ltd', debit: true, amount: -141_600 },
      { ledger: 'Sales', debit: false, amount: 120_000 },
      { ledger: 'Output CGST', debit: false, amount: 10_800 },
      { ledger: 'Output SGST', debit: false, amount: 10_800 },
    ]);
    expect(vouchers[1].entries).toEqual([
      { ledger: 'Krishna Textiles', debit: true, amount: -56_000 },
      { ledger: 'Sales', debit: false, amount: 50_000 },
      { ledger: 'Output IGST', debit: false, amount: 6_000 },
    ]);
    expect(vouchers[1].narration).toBe('Tax payable on reverse charge.');
    expect(vouchers[2].entries).toEqual([
      { ledger: 'R & S <Traders> "Ltd"', debit: true, amount: -5_901 },
      { ledger: 'Sales', debit: false, amount: 5_000.5 },
      { ledger: 'Output CGST', debit: false, amount: 450.05 },
      { ledger: 'Output SGST', debit: false, amount: 450.04 },
      { ledger: 'Round Off', debit: false, amount: 0.41 },
    ]);
  });

  it('uses the ledger names given, and brings the clients’ ledgers under Sundry Debtors when asked', () => {
    const ledgers = { sales: 'Works Contract Sales', cgst: 'CGST Payable', sgst: 'SGST Payable', igst: 'IGST Payable', roundOff: 'Rounding' };
    const result = buildTallyXml(BILLS, { ...OPTIONS, ledgers, withPartyLedgers: true });
    if (!result.ok) throw new Error(result.reason);
    const doc = parse(result.value.xml);
    expect(new Set(vouchersOf(doc).flatMap((v) => v.entries.map((e) => e.ledger)))).toEqual(
      new Set(['Sai Developers Pvt Ltd', 'Krishna Textiles', 'R & S <Traders> "Ltd"', 'Works Contract Sales', 'CGST Payable', 'SGST Payable', 'IGST Payable', 'Rounding']),
    );
    const parties = [...doc.getElementsByTagName('LEDGER')].map((ledger) => [ledger.getAttribute('NAME'), text(ledger, 'PARENT'), text(ledger, 'PARTYGSTIN')]);
    expect(parties).toEqual([
      ['Sai Developers Pvt Ltd', 'Sundry Debtors', '29AAKCS7421M1ZQ'],
      ['Krishna Textiles', 'Sundry Debtors', '27AAFFK3388P1ZL'],
      ['R & S <Traders> "Ltd"', 'Sundry Debtors', null],
    ]);
  });

  it('without a valid company GSTIN there is no file; without a company name it imports into the open company', () => {
    expect(buildTallyXml(BILLS, { ...OPTIONS, companyGstin: null }).ok).toBe(false);
    const result = buildTallyXml(BILLS, { ...OPTIONS, companyName: '' });
    expect(result.ok && result.value.xml.includes('SVCURRENTCOMPANY')).toBe(false);
  });
});
