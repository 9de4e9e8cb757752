import { COMPANY_PLACEHOLDERS, DEFAULT_TALLY_LEDGERS, getCompanyDetails, getRequestPool, getRuntimeConfig, getTallyLedgers, MOCK_API_BASE, resolveCompanyDetails, resolveRuntimeConfig, setRuntimeConfig } from './env';
import { SAMPLE_COMPANY } from '../../tests/sampleCompany';

const PROVIDER = 'https://erp.example.com/api';
const STAGING = 'https://staging.example.com/api';

describe('resolveRuntimeConfig', () => {
  describe('the API URL', () => {
    test('config.json apiUrl overrides the build URL', () => {
      expect(resolveRuntimeConfig({ apiUrl: STAGING }, PROVIDER, false)).toMatchObject({ apiUrl: STAGING, mock: false });
    });

    test('the build URL applies without config.json or without an apiUrl in it', () => {
      expect(resolveRuntimeConfig(null, PROVIDER, false)).toMatchObject({ apiUrl: PROVIDER, mock: false });
      expect(resolveRuntimeConfig({}, PROVIDER, false)).toMatchObject({ apiUrl: PROVIDER, mock: false });
    });

    test('an apiUrl that is not a string is ignored', () => {
      expect(resolveRuntimeConfig({ apiUrl: 42 }, PROVIDER, false)).toMatchObject({ apiUrl: PROVIDER, mock: false });
    });

    test('both URLs are trimmed', () => {
      expect(resolveRuntimeConfig({ apiUrl: `  ${STAGING}\n` }, PROVIDER, false).apiUrl).toBe(STAGING);
      expect(resolveRuntimeConfig(null, `\t${PROVIDER}  `, false).apiUrl).toBe(PROVIDER);
    });

    test('a blank apiUrl in config.json falls back to the build URL', () => {
      expect(resolveRuntimeConfig({ apiUrl: '   ' }, PROVIDER, false).apiUrl).toBe(PROVIDER);
    });

    test('no URL at all in a non-mock build leaves it empty', () => {
      expect(resolveRuntimeConfig(null, undefined, false)).toMatchObject({ apiUrl: '', mock: false });
    });
  });

  describe('mock mode', () => {
    test('a mock build with no URL set turns it on, at the mock base', () => {
      expect(resolveRuntimeConfig(null, undefined, true)).toMatchObject({ apiUrl: MOCK_API_BASE, mock: true });
      expect(resolveRuntimeConfig({}, '', true)).toMatchObject({ apiUrl: MOCK_API_BASE, mock: true });
    });

    test('a blank build URL counts as no URL', () => {
      expect(resolveRuntimeConfig(null, '   ', true)).toMatchObject({ apiUrl: MOCK_API_BASE, mock: true });
      expect(resolveRuntimeConfig({ apiUrl: ' ' }, undefined, true)).toMatchObject({ apiUrl: MOCK_API_BASE, mock: true });
    });

    test('a mock build with a URL set talks to that URL', () => {
      expect(resolveRuntimeConfig(null, PROVIDER, true)).toMatchObject({ apiUrl: PROVIDER, mock: false });
      expect(resolveRuntimeConfig({ apiUrl: STAGING }, undefined, true)).toMatchObject({ apiUrl: STAGING, mock: false });
    });

    test('config.json mock: true turns it on in a mock build even with a URL set', () => {
      expect(resolveRuntimeConfig({ mock: true }, PROVIDER, true)).toMatchObject({ apiUrl: MOCK_API_BASE, mock: true });
      expect(resolveRuntimeConfig({ apiUrl: STAGING, mock: true }, undefined, true)).toMatchObject({ apiUrl: MOCK_API_BASE, mock: true });
    });

    test('config.json mock: false turns it off', () => {
      expect(resolveRuntimeConfig({ mock: false }, undefined, true)).toMatchObject({ apiUrl: '', mock: false });
      expect(resolveRuntimeConfig({ mock: false }, PROVIDER, true)).toMatchObject({ apiUrl: PROVIDER, mock: false });
    });

    test('a non-mock build never turns it on', () => {
      expect(resolveRuntimeConfig(null, undefined, false).mock).toBe(false);
      expect(resolveRuntimeConfig({ mock: true }, undefined, false)).toMatchObject({ apiUrl: '', mock: false });
      expect(resolveRuntimeConfig({ mock: true, apiUrl: STAGING }, PROVIDER, false)).toMatchObject({ apiUrl: STAGING, mock: false });
    });
  });
});

describe('the company details (config.json "company")', () => {
  const full = SAMPLE_COMPANY;

  test('each key given is used, trimmed', () => {
    const padded = Object.fromEntries(Object.entries(full).map(([key, value]) => [key, `  ${value}\n`]));
    expect(resolveRuntimeConfig({ company: padded }, PROVIDER, false).company).toEqual(full);
  });

  test('without a company object every detail is a placeholder', () => {
    expect(resolveRuntimeConfig(null, PROVIDER, false).company).toEqual(COMPANY_PLACEHOLDERS);
    expect(resolveRuntimeConfig({}, PROVIDER, false).company).toEqual(COMPANY_PLACEHOLDERS);
    expect(resolveRuntimeConfig({ company: 'SGK' }, PROVIDER, false).company).toEqual(COMPANY_PLACEHOLDERS);
    expect(resolveRuntimeConfig({ company: null }, PROVIDER, false).company).toEqual(COMPANY_PLACEHOLDERS);
    // Their words, as the invoice prints them, are checked in BillPrintDialog.test.tsx.
  });

  test('a missing, blank or non-string key gets its own placeholder; the others are kept', () => {
    const company = resolveCompanyDetails({ name: 'SGK Constructions', phone: 8041234567, email: '   ', gstin: ['29ABCDE1234F1Z5'], extra: 'ignored' });
    expect(company).toEqual({ ...COMPANY_PLACEHOLDERS, name: 'SGK Constructions' });
  });

  test('the default SAC is 9954 unless config.json gives a code of 4, 6 or 8 digits', () => {
    expect(resolveCompanyDetails({}).defaultSac).toBe('9954');
    expect(resolveCompanyDetails({ defaultSac: ' 995411 ' }).defaultSac).toBe('995411');
    for (const defaultSac of ['99541', 'SAC', 9954, '<b>9954</b>']) expect(resolveCompanyDetails({ defaultSac }).defaultSac).toBe('9954');
  });

  test('the details do not change the API URL or mock mode', () => {
    expect(resolveRuntimeConfig({ company: full }, undefined, true)).toEqual({ apiUrl: MOCK_API_BASE, mock: true, company: full, requestPool: 6, tally: DEFAULT_TALLY_LEDGERS, readsBatchUrl: null, listFieldsUrl: null });
  });

  test('getCompanyDetails gives what was set at boot, and the placeholders when none was', () => {
    const before = getRuntimeConfig();
    try {
      setRuntimeConfig({ apiUrl: PROVIDER, mock: false, company: full });
      expect(getCompanyDetails()).toEqual(full);
      setRuntimeConfig({ apiUrl: PROVIDER, mock: false });
      expect(getCompanyDetails()).toEqual(COMPANY_PLACEHOLDERS);
    } finally {
      setRuntimeConfig(before);
    }
  });
});

describe('the fan-outs\' pool (config.json "requestPool")', () => {
  it('is 6 unless config.json sets it', () => {
    expect(resolveRuntimeConfig(null, PROVIDER, false).requestPool).toBe(6);
    expect(resolveRuntimeConfig({ apiUrl: '/api' }, undefined, false).requestPool).toBe(6);
  });

  it('takes a whole number, held between 1 and 32', () => {
    expect(resolveRuntimeConfig({ requestPool: 24 }, PROVIDER, false).requestPool).toBe(24);
    expect(resolveRuntimeConfig({ requestPool: 100 }, PROVIDER, false).requestPool).toBe(32);
    expect(resolveRuntimeConfig({ requestPool: 0 }, PROVIDER, false).requestPool).toBe(1);
    expect(resolveRuntimeConfig({ requestPool: -3 }, PROVIDER, false).requestPool).toBe(1);
  });

  it('ignores what is not a whole number', () => {
    for (const requestPool of ['24', 12.5, null, true, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(resolveRuntimeConfig({ requestPool }, PROVIDER, false).requestPool).toBe(6);
    }
  });

  it('is what the fan-outs read once the config is set', () => {
    setRuntimeConfig({ apiUrl: '/api', mock: false, requestPool: 24 });
    expect(getRequestPool()).toBe(24);
    setRuntimeConfig({ apiUrl: '/api', mock: false });
    expect(getRequestPool()).toBe(6);
  });

  it('an API on the page\'s own origin is a path, kept as given', () => {
    expect(resolveRuntimeConfig({ apiUrl: '/api' }, undefined, false)).toMatchObject({ apiUrl: '/api', mock: false });
  });
});

describe('the Tally ledgers (config.json "tally")', () => {
  it('each ledger named is used, trimmed; a missing, blank or non-text one is the default', () => {
    const file = { tally: { sales: '  Works Contract Sales ', igst: '', cgst: 9, roundOff: 'Rounding' } };
    expect(resolveRuntimeConfig(file, PROVIDER, false).tally).toEqual({ sales: 'Works Contract Sales', cgst: 'Output CGST', sgst: 'Output SGST', igst: 'Output IGST', roundOff: 'Rounding' });
    expect(resolveRuntimeConfig({}, PROVIDER, false).tally).toEqual(DEFAULT_TALLY_LEDGERS);
  });

  it('is what the export reads once the config is set', () => {
    const tally = { ...DEFAULT_TALLY_LEDGERS, sales: 'Sales @ 18%' };
    setRuntimeConfig({ apiUrl: '/api', mock: false, tally });
    expect(getTallyLedgers()).toEqual(tally);
    setRuntimeConfig({ apiUrl: '/api', mock: false });
    expect(getTallyLedgers()).toEqual(DEFAULT_TALLY_LEDGERS);
  });
});

describe.each([
  ['readsBatchUrl', '/edge/reads'],
  ['listFieldsUrl', '/edge/fields'],
] as const)("the edge's address config.json \"%s\"", (key, address) => {
  it('is the address given, trimmed; none when missing, blank or not text, and none for the built-in mock', () => {
    expect(resolveRuntimeConfig({ apiUrl: '/api', [key]: ` ${address} ` }, undefined, false)[key]).toBe(address);
    for (const given of [undefined, '', '  ', 7, true]) expect(resolveRuntimeConfig({ apiUrl: '/api', [key]: given }, undefined, false)[key]).toBeNull();
    expect(resolveRuntimeConfig({ [key]: address }, undefined, true)[key]).toBeNull();
  });
});
