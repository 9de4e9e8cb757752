// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

/** The lint rules that keep the layers one way, tried on imports written for the purpose. */
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('the layer rules', () => {
  test.each([
    ['lib importing the api', 'src/lib/probe.ts', "export { http } from '@/api/http';"],
    ['config importing lib', 'src/config/probe.ts', "export { isValidGstin } from '@/lib/gstin';"],
    ['config importing lib by a relative path', 'src/config/probe.ts', "export { roundMoney } from '../lib/money';"],
    ['components importing a feature by a relative path', 'src/components/probe.ts', "export { VENDOR_TEXTS } from '../features/vendors/vendorTexts';"],
    ['the api importing auth', 'src/api/probe.ts', "export { DemoAccounts } from '../auth/DemoAccounts';"],
    ['auth importing the mock', 'src/auth/probe.ts', "export { handlers } from '../../mocks/handlers';"],
    ['a feature importing another feature', 'src/features/purchasing/probe.ts', "export { VENDOR_TEXTS } from '@/features/vendors/vendorTexts';"],
    ['the mock importing shared components', 'mocks/probe.ts', "export { useToast } from '@/components/toastStore';"],
  ])('%s fails', async (_what, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  test.each([
    ['a feature importing the layers below it', 'src/features/vendors/probe.ts', "export { useVendors } from '@/api/vendors';\nexport { DataList } from '../../components/list/DataList';"],
    ['lib importing config', 'src/lib/probe.ts', "export { GST_NUMBER_LENGTH } from '@/config/constants';"],
    ['the mock importing lib and config', 'mocks/probe.ts', "export { formatRupees } from '@/lib/money';\nexport { BILL_STATUSES } from '@/config/constants';"],
    ['main starting the mock', 'src/main.tsx', "export const start = () => import('../mocks/browser');"],
  ])('%s passes', async (_what, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toEqual([]);
  });

  test('an import cycle fails', async () => {
    const dir = join(process.cwd(), 'src/lib/cycle-probe');
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      expect(await rulesBroken(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n")).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
