/**
 * The test page: Vitest's jsdom, with jsdom's browser stylesheet cut to the declarations the tests can
 * observe: `display` (what is hidden, and which children an accessible name joins with a space),
 * `visibility`, `pointer-events` and `content-visibility`.
 *
 * jsdom matches every element against every rule of that stylesheet on each `getComputedStyle` call, and
 * Testing Library, user-event and the accessible-name computation call it for each element they look at:
 * with the whole stylesheet that matching took about a tenth of the screens' tests. Fonts, margins and
 * colours of bare HTML, the rest of it, are never what a test asserts (the components' own styles come
 * from Emotion: tests/pageStyles.ts).
 */
import fs from 'node:fs';
import { builtinEnvironments, type Environment } from 'vitest/environments';

const BROWSER_STYLESHEET = /[\\/]jsdom[\\/]lib[\\/]jsdom[\\/]browser[\\/]default-stylesheet\.css$/;
const OBSERVED = /^(display|visibility|pointer-events|content-visibility)\s*:/i;

/** `css` with only the observed declarations of each rule, `@media` blocks included; rules left empty go. */
export function observedRules(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: string[] = [];
  let at = 0;
  for (let open = text.indexOf('{', at); open !== -1; open = text.indexOf('{', at)) {
    const prelude = text.slice(at, open).trim();
    if (prelude.startsWith('@')) {
      let depth = 1;
      let end = open + 1;
      for (; depth > 0 && end < text.length; end += 1) depth += text[end] === '{' ? 1 : text[end] === '}' ? -1 : 0;
      const inner = observedRules(text.slice(open + 1, end - 1));
      if (inner) rules.push(`${prelude} {\n${inner}\n}`);
      at = end;
      continue;
    }
    const close = text.indexOf('}', open);
    const kept = text
      .slice(open + 1, close)
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => OBSERVED.test(declaration));
    if (kept.length > 0) rules.push(`${prelude} { ${kept.join('; ')}; }`);
    at = close + 1;
  }
  return rules.join('\n');
}

const { jsdom } = builtinEnvironments;

export default {
  ...jsdom,
  name: 'jsdom-observed-styles',
  async setup(global, options) {
    // jsdom reads its stylesheet once, when its style module first loads: during this setup.
    const readFileSync = fs.readFileSync;
    fs.readFileSync = ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
      const content = (readFileSync as (...args: unknown[]) => string | Buffer)(path, ...rest);
      return typeof path === 'string' && BROWSER_STYLESHEET.test(path) ? observedRules(String(content)) : content;
    }) as typeof fs.readFileSync;
    try {
      return await jsdom.setup(global, options);
    } finally {
      fs.readFileSync = readFileSync;
    }
  },
} satisfies Environment;
