import { ValidationError } from 'yup';
import { billSchema, newBillValues, toBill, type BillFormValues } from './billSchema';

const filled = (change: Partial<BillFormValues> = {}): BillFormValues => ({
  ...newBillValues('INV-2026-009', new Date(2026, 0, 5)),
  client: 'Krishna Textiles',
  project: 'Krishna Textiles Warehouse',
  items: [{ description: 'Shuttering', hsnSac: ' 995411 ', qty: '1', unit: 'm²', rate: '100' }],
  ...change,
});

/** The texts the schema gives for these values, every one. */
async function refusals(values: BillFormValues): Promise<string[]> {
  try {
    await billSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

test('the GST fields are optional: a bill without them is valid', async () => {
  expect(await refusals(filled())).toEqual([]);
});

test('a place of supply that is not a state of the list is refused', async () => {
  expect(await refusals(filled({ placeOfSupply: '99' }))).toEqual(['Choose a state from the list']);
  expect(await refusals(filled({ placeOfSupply: '97' }))).toEqual([]);
});

test('a client GSTIN gets the vendor form’s GSTIN texts; an HSN/SAC code is 4, 6 or 8 digits', async () => {
  expect(await refusals(filled({ clientGstin: '27AAFFK3388P1Z' }))).toEqual(['GST number should be 15 characters long']);
  expect(await refusals(filled({ clientGstin: '40AAFFK3388P1ZL' }))).toEqual(['GST number should start with a GST state code (01 to 38, 97 or 99)']);
  expect(await refusals(filled({ items: [{ description: 'A', hsnSac: '9954A', qty: '1', unit: '', rate: '1' }] }))).toEqual(['HSN/SAC code must be 4, 6 or 8 digits']);
});

test('the bill saved carries the GST fields: the GSTIN in capitals, texts trimmed, reverse charge as true or false', () => {
  const bill = toBill(filled({ clientGstin: ' 27aaffk3388p1zl ', clientAddress: ' Bhiwandi ', placeOfSupply: '27', reverseCharge: 'Yes' }));
  expect(bill).toMatchObject({ clientGstin: '27AAFFK3388P1ZL', clientAddress: 'Bhiwandi', placeOfSupply: '27', reverseCharge: true });
  expect(bill.items[0].hsnSac).toBe('995411');
  expect(toBill(filled()).reverseCharge).toBe(false);
});
