import type { EmotionCache } from '@emotion/cache';
import { createStyleCache, unreadableRuleTest } from './styleCache';

/** A browser that reads WebKit's pseudo-elements and the standard ones, not Firefox's or old Edge's. */
const chromiumLike = (query: string) => !/-(moz|ms)-/.test(query);

/** The CSS a cache has written into its style tags, whether as text or as inserted rules. */
const writtenBy = (cache: EmotionCache) =>
  cache.sheet.tags.map((tag) => tag.textContent + [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')).join('');

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a rule naming another engine’s pseudo-element is left out where the browser does not read it', () => {
  const unreadable = unreadableRuleTest((pseudo) => chromiumLike(`selector(*${pseudo})`));
  expect(unreadable('.css-a::-moz-focus-inner{border-style:none;}')).toBe(true);
  expect(unreadable('label[data-shrink=false]+.MuiInputBase-formControl .css-b:focus::-ms-input-placeholder{opacity:0!important;}')).toBe(true);
  expect(unreadable('.css-b:-ms-input-placeholder{opacity:0.4;}')).toBe(true);
  expect(unreadable('.css-b::-webkit-input-placeholder{opacity:0.4;}')).toBe(false);
  expect(unreadable('.css-c:focus-visible{outline:2px solid;}')).toBe(false);
  expect(unreadable('.css-d{display:-webkit-box;display:-ms-flexbox;}')).toBe(false);
  // An at-rule stays: the browser drops only the rules inside it that it cannot read.
  expect(unreadable('@media (min-width:600px){.css-e::-moz-placeholder{opacity:0;}}')).toBe(false);
});

test('where the browser reads them (Firefox), the same rules are kept', () => {
  const unreadable = unreadableRuleTest(() => true);
  expect(unreadable('.css-a::-moz-focus-inner{border-style:none;}')).toBe(false);
});

test('the app’s style cache inserts every other rule, and asks the browser once per pseudo-element', () => {
  const supports = vi.fn((query: string) => chromiumLike(query));
  vi.stubGlobal('CSS', { supports });
  const cache = createStyleCache();
  for (const rule of ['.css-x{color:red;}', '.css-x::-moz-focus-inner{border-style:none;}', '.css-y::-moz-focus-inner{border-style:none;}', '.css-y{color:blue;}']) {
    cache.sheet.insert(rule);
  }
  const inserted = writtenBy(cache);
  expect(inserted).toContain('.css-x{color:red;}');
  expect(inserted).toContain('.css-y{color:blue;}');
  expect(inserted).not.toContain('-moz-focus-inner');
  expect(supports.mock.calls.filter(([query]) => query.includes('-moz-focus-inner'))).toHaveLength(1);
});

test('a browser that cannot be asked (no selector() in CSS.supports) gets every rule, as emotion inserts them', () => {
  vi.stubGlobal('CSS', { supports: () => false });
  const cache = createStyleCache();
  cache.sheet.insert('.css-z::-moz-focus-inner{border-style:none;}');
  const inserted = writtenBy(cache);
  expect(inserted).toContain('.css-z::-moz-focus-inner{border-style:none;}');
});
