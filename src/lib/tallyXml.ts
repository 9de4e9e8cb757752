/**
 * The bills of a date range as a TallyPrime import file (XML): an ENVELOPE whose IMPORTDATA holds one sales
 * voucher per bill. Each voucher debits the client's party ledger with the bill's total and credits the
 * sales ledger with its taxable value, the output tax ledgers with its tax (CGST and SGST within the
 * company's state, IGST across states) and, where the bill's total is not exactly those parts, the round-off
 * ledger with the difference; so every voucher's entries add up to zero. In Tally's XML a debit is a negative
 * AMOUNT marked ISDEEMEDPOSITIVE Yes, a credit a positive one marked No.
 */
import { DEFAULT_TALLY_LEDGERS, type TallyLedgers } from '@/config/env';
import { roundMoney } from './money';
import { gstStateName } from './gstStates';
import { billDay, taxHeads, type ReturnBill } from './gstr1Checks';
import { placeOfSupplyOf, splitGst, supplierGst } from './gstSplit';

export { DEFAULT_TALLY_LEDGERS, type TallyLedgers };

/** The group a client's ledger is made under when the file brings the clients' ledgers too. */
export const PARTY_GROUP = 'Sundry Debtors';

export interface TallyBill extends ReturnBill {
  clientAddress: string;
  notes: string;
}

export interface TallyEntry {
  ledger: string;
  /** Tally's sign: negative for a debit, positive for a credit. */
  amount: number;
}

export interface TallyVoucher<B extends TallyBill = TallyBill> {
  bill: B;
  /** yyyy-mm-dd. */
  day: string;
  entries: TallyEntry[];
}

export interface TallyExport<B extends TallyBill = TallyBill> {
  xml: string;
  fileName: string;
  vouchers: TallyVoucher<B>[];
  /** Bills whose date cannot be read: no range can hold them. */
  undated: B[];
}

export type TallyResult<B extends TallyBill = TallyBill> = { ok: true; value: TallyExport<B> } | { ok: false; reason: string };

export interface TallyOptions {
  /** yyyy-mm-dd, both days included. */
  from: string;
  to: string;
  companyGstin: string | null;
  /** The Tally company to import into; '' imports into the company open in Tally. */
  companyName: string;
  ledgers: TallyLedgers;
  /** Bring the clients' ledgers (under Sundry Debtors) for a Tally company that does not have them yet. */
  withPartyLedgers: boolean;
}

/** Text as XML content or an attribute: the five marked characters escaped, characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 does not allow
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const amountText = (amount: number) => roundMoney(amount).toFixed(2);
const partyOf = (bill: TallyBill) => bill.client.trim() || 'Cash';

/** A bill's voucher entries, the party's first: they add up to zero. */
export function voucherEntries(bill: TallyBill, supplierState: string, ledgers: TallyLedgers): TallyEntry[] {
  const pos = placeOfSupplyOf(bill.placeOfSupply, bill.clientGstin.trim(), supplierState);
  const heads = taxHeads(splitGst(bill.taxAmount, bill.taxRate, supplierState, pos) ?? []);
  const credits: TallyEntry[] = [
    { ledger: ledgers.sales, amount: roundMoney(bill.subtotal) },
    { ledger: ledgers.cgst, amount: heads.camt },
    { ledger: ledgers.sgst, amount: heads.samt },
    { ledger: ledgers.igst, amount: heads.iamt },
  ];
  const total = roundMoney(bill.total);
  const roundOff = roundMoney(total - credits.reduce((sum, entry) => sum + entry.amount, 0));
  return [{ ledger: partyOf(bill), amount: -total }, ...credits, { ledger: ledgers.roundOff, amount: roundOff }].filter((entry, i) => i <= 1 || entry.amount !== 0);
}

function tag(name: string, content: string): string {
  return `<${name}>${content}</${name}>`;
}

function entryXml(entry: TallyEntry, isParty: boolean): string {
  return [
    '<ALLLEDGERENTRIES.LIST>',
    tag('LEDGERNAME', xmlText(entry.ledger)),
    tag('ISDEEMEDPOSITIVE', entry.amount < 0 ? 'Yes' : 'No'),
    ...(isParty ? [tag('ISPARTYLEDGER', 'Yes')] : []),
    tag('AMOUNT', amountText(entry.amount)),
    '</ALLLEDGERENTRIES.LIST>',
  ].join('');
}

function voucherXml(voucher: TallyVoucher, stateName: string | null): string {
  const { bill } = voucher;
  const narration = [bill.reverseCharge ? 'Tax payable on reverse charge.' : '', bill.notes.trim()].filter(Boolean).join(' ');
  return [
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">',
    '<VOUCHER VCHTYPE="Sales" ACTION="Create" OBJVIEW="Accounting Voucher View">',
    tag('DATE', voucher.day.replace(/-/g, '')),
    tag('VOUCHERTYPENAME', 'Sales'),
    tag('VOUCHERNUMBER', xmlText(bill.billNumber)),
    tag('REFERENCE', xmlText(bill.billNumber)),
    tag('PARTYLEDGERNAME', xmlText(partyOf(bill))),
    ...(bill.clientGstin.trim() ? [tag('PARTYGSTIN', xmlText(bill.clientGstin.trim().toUpperCase()))] : []),
    ...(stateName ? [tag('PLACEOFSUPPLY', xmlText(stateName))] : []),
    ...(narration ? [tag('NARRATION', xmlText(narration))] : []),
    tag('PERSISTEDVIEW', 'Accounting Voucher View'),
    ...voucher.entries.map((entry, i) => entryXml(entry, i === 0)),
    '</VOUCHER>',
    '</TALLYMESSAGE>',
  ].join('');
}

function partyLedgerXml(bill: TallyBill): string {
  const name = xmlText(partyOf(bill));
  const gstin = bill.clientGstin.trim().toUpperCase();
  return [
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `<LEDGER NAME="${name}" ACTION="Create">`,
    tag('NAME', name),
    tag('PARENT', PARTY_GROUP),
    tag('ISBILLWISEON', 'Yes'),
    ...(bill.clientAddress.trim() ? [`<ADDRESS.LIST TYPE="String">${tag('ADDRESS', xmlText(bill.clientAddress.trim()))}</ADDRESS.LIST>`] : []),
    ...(gstin ? [tag('PARTYGSTIN', xmlText(gstin)), tag('GSTREGISTRATIONTYPE', 'Regular')] : [tag('GSTREGISTRATIONTYPE', 'Unregistered/Consumer')]),
    '</LEDGER>',
    '</TALLYMESSAGE>',
  ].join('');
}

/** The import file of the bills dated from `from` to `to`; refused without a valid company GSTIN (its state decides every split). */
export function buildTallyXml<B extends TallyBill>(allBills: readonly B[], options: TallyOptions): TallyResult<B> {
  const supplier = supplierGst(options.companyGstin);
  if (supplier.problem || !supplier.stateCode) return { ok: false, reason: 'config.json gives no valid company GSTIN: the vouchers’ tax ledgers follow the company’s state.' };
  const supplierState = supplier.stateCode;
  const vouchers: TallyVoucher<B>[] = [];
  const undated: B[] = [];
  for (const bill of allBills) {
    const day = billDay(bill.date);
    if (!day) undated.push(bill);
    else if (day >= options.from && day <= options.to) vouchers.push({ bill, day, entries: voucherEntries(bill, supplierState, options.ledgers) });
  }
  vouchers.sort((a, b) => a.day.localeCompare(b.day) || a.bill.billNumber.localeCompare(b.bill.billNumber));
  const parties = new Map<string, B>();
  if (options.withPartyLedgers) for (const { bill } of vouchers) if (!parties.has(partyOf(bill))) parties.set(partyOf(bill), bill);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    `<HEADER>${tag('TALLYREQUEST', 'Import Data')}</HEADER>`,
    '<BODY><IMPORTDATA>',
    `<REQUESTDESC>${tag('REPORTNAME', 'Vouchers')}${options.companyName.trim() ? `<STATICVARIABLES>${tag('SVCURRENTCOMPANY', xmlText(options.companyName.trim()))}</STATICVARIABLES>` : ''}</REQUESTDESC>`,
    '<REQUESTDATA>',
    ...[...parties.values()].map(partyLedgerXml),
    ...vouchers.map((voucher) => voucherXml(voucher, gstStateName(placeOfSupplyOf(voucher.bill.placeOfSupply, voucher.bill.clientGstin.trim(), supplierState)))),
    '</REQUESTDATA>',
    '</IMPORTDATA></BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
  return { ok: true, value: { xml, fileName: `tally-sales-${options.from}-${options.to}.xml`, vouchers, undated } };
}
