import { addQuotationItemPath, PATHS } from './paths';

test('the add-item path of a project fills in its id, encoded', () => {
  expect(addQuotationItemPath('p1')).toBe('/add-quotation-item/p1');
  expect(addQuotationItemPath('a/b c')).toBe('/add-quotation-item/a%2Fb%20c');
});

test('every path is absolute and written once', () => {
  const paths = Object.values(PATHS);
  paths.forEach((path) => expect(path).toMatch(/^\//));
  expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length);
});
