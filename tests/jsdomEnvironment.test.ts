import { readFileSync } from 'node:fs';
import { observedRules } from './jsdomEnvironment';
import { TEST_ROOTS, testFilesIn } from './testFiles';

describe("the test page's browser stylesheet", () => {
  test('keeps only what decides visibility, layout kind and pointer events, in @media blocks too', () => {
    const css = `/* a comment { display: none } */
      html, body { display: block; margin: 8px; }
      a:link { color: #0000EE; text-decoration: underline; }
      [hidden]:not(embed) {
        display: none;
      }
      tr[hidden] { visibility: collapse; font-weight: bold }
      :popover-open::backdrop { inset: 0; pointer-events: none !important; }
      @media (scripting) { noscript { display: none !important; color: red; } p { margin: 1em; } }
      @media print { h1 { page-break-after: avoid; } }`;
    expect(observedRules(css).split('\n')).toEqual([
      'html, body { display: block; }',
      '[hidden]:not(embed) { display: none; }',
      'tr[hidden] { visibility: collapse; }',
      ':popover-open::backdrop { pointer-events: none !important; }',
      '@media (scripting) {',
      'noscript { display: none !important; }',
      '}',
    ]);
  });

  test('the page still hides what a browser hides and lays out blocks as blocks', () => {
    document.body.innerHTML = '<div id="block">a</div><span id="inline">b</span><p hidden id="hidden">c</p><input type="hidden" id="field"><dialog id="closed"></dialog>';
    const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
    expect(['block', 'inline', 'hidden', 'field', 'closed'].map(display)).toEqual(['block', 'inline', 'none', 'none', 'none']);
    expect(getComputedStyle(document.head).display).toBe('none');
    // What the environment cut: the bare page's margins (the whole stylesheet gives the body 8px).
    expect(getComputedStyle(document.body).marginTop).not.toBe('8px');
  });

  test("no test file asks for Vitest's own jsdom: loaded first in a worker, its whole stylesheet would stay for every later file", () => {
    const asksForJsdom = new RegExp(['@(vitest|jest)', 'environment\\s+jsdom\\b'].join('-'));
    const asking = TEST_ROOTS.flatMap(testFilesIn).filter((file) => asksForJsdom.test(readFileSync(file, 'utf8')));
    expect(asking).toEqual([]);
  });
});
