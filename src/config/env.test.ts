import { MOCK_API_BASE, resolveRuntimeConfig } from './env';

const PROVIDER = 'https://erp.example.com/api';
const STAGING = 'https://staging.example.com/api';

describe('resolveRuntimeConfig', () => {
  describe('the API URL', () => {
    test('config.json apiUrl overrides the build URL', () => {
      expect(resolveRuntimeConfig({ apiUrl: STAGING }, PROVIDER, false)).toEqual({ apiUrl: STAGING, mock: false });
    });

    test('the build URL applies without config.json or without an apiUrl in it', () => {
      expect(resolveRuntimeConfig(null, PROVIDER, false)).toEqual({ apiUrl: PROVIDER, mock: false });
      expect(resolveRuntimeConfig({}, PROVIDER, false)).toEqual({ apiUrl: PROVIDER, mock: false });
    });

    test('an apiUrl that is not a string is ignored', () => {
      expect(resolveRuntimeConfig({ apiUrl: 42 }, PROVIDER, false)).toEqual({ apiUrl: PROVIDER, mock: false });
    });

    test('both URLs are trimmed', () => {
      expect(resolveRuntimeConfig({ apiUrl: `  ${STAGING}\n` }, PROVIDER, false).apiUrl).toBe(STAGING);
      expect(resolveRuntimeConfig(null, `\t${PROVIDER}  `, false).apiUrl).toBe(PROVIDER);
    });

    test('a blank apiUrl in config.json falls back to the build URL', () => {
      expect(resolveRuntimeConfig({ apiUrl: '   ' }, PROVIDER, false).apiUrl).toBe(PROVIDER);
    });

    test('no URL at all in a non-mock build leaves it empty', () => {
      expect(resolveRuntimeConfig(null, undefined, false)).toEqual({ apiUrl: '', mock: false });
    });
  });

  describe('mock mode', () => {
    test('a mock build with no URL set turns it on, at the mock base', () => {
      expect(resolveRuntimeConfig(null, undefined, true)).toEqual({ apiUrl: MOCK_API_BASE, mock: true });
      expect(resolveRuntimeConfig({}, '', true)).toEqual({ apiUrl: MOCK_API_BASE, mock: true });
    });

    test('a blank build URL counts as no URL', () => {
      expect(resolveRuntimeConfig(null, '   ', true)).toEqual({ apiUrl: MOCK_API_BASE, mock: true });
      expect(resolveRuntimeConfig({ apiUrl: ' ' }, undefined, true)).toEqual({ apiUrl: MOCK_API_BASE, mock: true });
    });

    test('a mock build with a URL set talks to that URL', () => {
      expect(resolveRuntimeConfig(null, PROVIDER, true)).toEqual({ apiUrl: PROVIDER, mock: false });
      expect(resolveRuntimeConfig({ apiUrl: STAGING }, undefined, true)).toEqual({ apiUrl: STAGING, mock: false });
    });

    test('config.json mock: true turns it on in a mock build even with a URL set', () => {
      expect(resolveRuntimeConfig({ mock: true }, PROVIDER, true)).toEqual({ apiUrl: MOCK_API_BASE, mock: true });
      expect(resolveRuntimeConfig({ apiUrl: STAGING, mock: true }, undefined, true)).toEqual({ apiUrl: MOCK_API_BASE, mock: true });
    });

    test('config.json mock: false turns it off', () => {
      expect(resolveRuntimeConfig({ mock: false }, undefined, true)).toEqual({ apiUrl: '', mock: false });
      expect(resolveRuntimeConfig({ mock: false }, PROVIDER, true)).toEqual({ apiUrl: PROVIDER, mock: false });
    });

    test('a non-mock build never turns it on', () => {
      expect(resolveRuntimeConfig(null, undefined, false).mock).toBe(false);
      expect(resolveRuntimeConfig({ mock: true }, undefined, false)).toEqual({ apiUrl: '', mock: false });
      expect(resolveRuntimeConfig({ mock: true, apiUrl: STAGING }, PROVIDER, false)).toEqual({ apiUrl: STAGING, mock: false });
    });
  });
});
