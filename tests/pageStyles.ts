/**
 * The test page keeps the components' generated styles out of its document unless a test asks for them.
 *
 * jsdom has no style engine: every `getComputedStyle` call matches the element against every rule of every
 * style sheet in the document. Testing Library calls it for each element a role query looks at, and
 * user-event for each element it clicks, while Emotion writes one style element per rule, for every component
 * any earlier test in the worker rendered. With the rules in the document, reading them took a quarter of a
 * heavy file's time, and more the later a file ran in its worker. Style elements kept in a detached holder are still written and updated by Emotion, but
 * not read by jsdom.
 *
 * A test that checks a colour, a visibility or a wrap calls `applyPageStyles()`: from then until it ends,
 * each `getComputedStyle` first brings into the document the rules of the element's classes and its
 * ancestors' (where inherited values come from), and every global rule. Only those: re-reading every rule
 * the worker ever wrote would cost more than the check.
 */
const holder = document.createElement('div');
const realInsertBefore = Node.prototype.insertBefore;
const realGetComputedStyle = window.getComputedStyle;
let applied = false;

/** Held rules by the generated class they style (`.css-1hwft5r-MuiButton-root:hover{…}`), '' for global ones. */
const heldByClass = new Map<string, Set<Element>>();
/** Rules held since the last look: Emotion writes a rule's text only after placing its element. */
const notYetIndexed: Element[] = [];

const isGeneratedStyle = (node: Node): node is HTMLStyleElement => node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');

function hold(style: Element) {
  realInsertBefore.call(holder, style, null);
  notYetIndexed.push(style);
}

function keepOutOfDocument<T extends Node>(this: HTMLHeadElement, node: T, child: Node | null): T {
  if (!applied && isGeneratedStyle(node)) hold(node);
  else realInsertBefore.call(this, node, child && child.parentNode === this ? child : null);
  return node;
}

document.head.insertBefore = keepOutOfDocument;
document.head.appendChild = function appendChild<T extends Node>(this: HTMLHeadElement, node: T): T {
  keepOutOfDocument.call(this, node, null);
  return node;
};

function bringIntoDocument(classes: Iterable<string>) {
  for (const style of notYetIndexed.splice(0)) {
    const name = /\.(css-[\w-]+)/.exec(style.textContent ?? '')?.[1] ?? '';
    heldByClass.set(name, (heldByClass.get(name) ?? new Set()).add(style));
  }
  for (const name of ['', ...classes]) {
    const rules = heldByClass.get(name);
    if (!rules) continue;
    heldByClass.delete(name);
    // A rule Emotion has since removed (a global style that changed) is no longer in the holder.
    for (const style of rules) if (style.parentNode === holder) realInsertBefore.call(document.head, style, null);
  }
}

function getComputedStyleWithRules(this: Window, element: Element, pseudo?: string | null): CSSStyleDeclaration {
  if (applied && element instanceof Element) {
    const classes: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) classes.push(...node.classList);
    bringIntoDocument(classes);
  }
  return realGetComputedStyle.call(window, element, pseudo);
}
window.getComputedStyle = getComputedStyleWithRules;
globalThis.getComputedStyle = getComputedStyleWithRules;

/** Computed styles are real for the rest of this test. */
export function applyPageStyles(): void {
  applied = true;
}

/** Holds the rules out of the document again: after each test (from the page's setup, which runs for every file). */
export function holdPageStyles(): void {
  if (!applied) return;
  applied = false;
  for (const style of [...document.head.querySelectorAll('style[data-emotion]')]) hold(style);
}
