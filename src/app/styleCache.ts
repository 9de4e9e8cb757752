import createCache, { type EmotionCache } from '@emotion/cache';

/** Pseudo-classes and pseudo-elements of other engines (`::-moz-focus-inner`, `::-ms-input-placeholder`). */
const OTHER_ENGINES_PSEUDO = /::?-(?:moz|ms|o)-[a-z-]+/gi;

/**
 * Whether this browser reads a selector, asked of the browser's own parser; `undefined` where it cannot be
 * asked (no `CSS.supports`, or one without `selector()`), and then every rule is inserted as emotion would.
 */
function selectorSupportTest(): ((pseudo: string) => boolean) | undefined {
  const supports = globalThis.CSS?.supports?.bind(globalThis.CSS);
  if (!supports || !supports('selector(div)')) return undefined;
  const known = new Map<string, boolean>();
  return (pseudo) => {
    let readable = known.get(pseudo);
    if (readable === undefined) known.set(pseudo, (readable = supports(`selector(*${pseudo})`)));
    return readable;
  };
}

/**
 * Whether a rule's selector names a pseudo-class or pseudo-element of another engine that this browser does
 * not read. Such a rule is refused whole by the browser; an at-rule (`@media`) is not looked at: the
 * browser keeps it and drops only its unreadable rules, quietly.
 */
export function unreadableRuleTest(supported = selectorSupportTest()): (rule: string) => boolean {
  if (!supported) return () => false;
  return (rule) => {
    if (rule.startsWith('@')) return false;
    const selector = rule.slice(0, rule.indexOf('{'));
    if (!selector.includes(':-')) return false;
    return (selector.match(OTHER_ENGINES_PSEUDO) ?? []).some((pseudo) => !supported(pseudo));
  };
}

/**
 * The cache the app's styles are inserted through: emotion's, leaving out the rules this browser would refuse.
 * MUI's buttons and fields carry rules for Firefox's and old Edge's pseudo-elements (`::-moz-focus-inner`,
 * `::-moz-placeholder`, `::-ms-input-placeholder`). Chromium refuses each with an exception, which emotion
 * catches: a first visit to the dashboard inserted 23 of them among 292 rules, and they took 9 to 17 ms of the
 * 13 to 22 ms its `insertRule` calls took, inside React's commit, which cannot be split.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const unreadable = unreadableRuleTest();
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    if (!unreadable(rule)) insert(rule);
  };
  return cache;
}
