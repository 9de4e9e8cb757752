/** Which handlers a request is offered to: never fewer than MSW would match, far fewer than all. */
import { pathPrefilter } from './handlerMiddleware';

const ORIGIN = 'http://127.0.0.1:3003';

test("a handler's path lets through every address MSW matches with it, with or without a trailing slash", () => {
  const pattern = pathPrefilter('*/api/labourwork/quotation/:id');
  expect(pattern?.test(`${ORIGIN}/api/labourwork/quotation/695cec20`)).toBe(true);
  expect(pattern?.test(`${ORIGIN}/api/labourwork/quotation/695cec20/`)).toBe(true);
  expect(pattern?.test(`${ORIGIN}/api/labourwork/quotation/`)).toBe(true);
  expect(pattern?.test(`${ORIGIN}/api/labourwork/quotation/695cec20/items`)).toBe(false);
  expect(pattern?.test(`${ORIGIN}/api/material/quotationMaterial/695cec20`)).toBe(false);
  expect(pathPrefilter('*/api/*')?.test(`${ORIGIN}/api/user/viewAllUsers`)).toBe(true);
  expect(pathPrefilter('*/api/bill/getall/bills')?.test(`${ORIGIN}/api/bill/getallXbills`)).toBe(false);
});

test('a path it does not read (a regular expression, an optional parameter) is offered every request', () => {
  expect(pathPrefilter(/\/api\/.*/)).toBeNull();
  expect(pathPrefilter('*/api/item/:id?')).toBeNull();
  expect(pathPrefilter(undefined)).toBeNull();
});
