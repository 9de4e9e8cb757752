// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';

/** The README's 'Adding a screen, file by file' walks through the vendor screens: what it quotes of them must be what they hold. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const read = (path: string) => oneLine(readFileSync(path, 'utf8'));

function mockStep(): string {
  const readme = read('README.md');
  const start = readme.indexOf('### Adding a screen, file by file');
  expect(start, 'the walk-through is in the README').toBeGreaterThanOrEqual(0);
  return readme.slice(start, readme.indexOf(' 2. **', start));
}

describe('the README walk-through, step 1 (the mock)', () => {
  test('names the file that seeds the vendors', () => {
    const seedFile = /seed records in `([^`]+)`/.exec(mockStep())?.[1];
    expect(seedFile && existsSync(seedFile), `${seedFile} exists`).toBe(true);
    expect(read(seedFile!)).toContain('db.vendors.create(');
  });

  test('quotes the vendor list operation as the handlers declare it', () => {
    const list = /list: \{ [^}]*\}/.exec(mockStep())?.[0];
    expect(list).toBeDefined();
    expect(read('mocks/handlers/vendors.ts')).toContain(list);
  });
});
