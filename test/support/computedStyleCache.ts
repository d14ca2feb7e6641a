/**
 * jsdom resolves every stylesheet rule on each getComputedStyle call, and Testing Library's
 * `*ByRole` queries call it for every candidate and its ancestors (to skip hidden elements) on
 * every retry of every wait: with antd's injected styles that was over half of a screen test's
 * CPU. jsdom has no layout, so an element's computed style changes only when the rules change, or
 * its attributes or an ancestor's do, or it moves, or its siblings change (structural selectors such
 * as :first-child), or focus moves (`:focus` rules). Each of those forgets exactly the answers it
 * can change; the rest are kept. Changes are read synchronously before each answer, so a change
 * made just before the call is never missed.
 */

/** Above this many elements in a changed subtree, forgetting everything is cheaper. */
const SUBTREE_LIMIT = 2000;

function isStyleNode(node: Node | null): boolean {
  return node !== null && (node.nodeName === 'STYLE' || node.nodeName === 'LINK');
}

/**
 * Marks a window already cached: a worker shared between files (isolate: false) runs the setup
 * again on the same window, with this module evaluated afresh (so the mark is on the window).
 */
const CACHED = Symbol.for('cem.test.computedStyleCache');

export function cacheComputedStyle(win: Window & typeof globalThis): void {
  const marks = win as unknown as Record<symbol, boolean>;
  if (marks[CACHED]) return;
  marks[CACHED] = true;
  const original = win.getComputedStyle.bind(win);
  let cache = new WeakMap<Element, CSSStyleDeclaration>();
  const forgetAll = () => {
    cache = new WeakMap();
  };
  /** The element and everything under it (inherited values and descendant selectors). */
  const forgetSubtree = (node: Node): boolean => {
    if (node.nodeType !== 1) return true;
    const element = node as Element;
    const below = element.getElementsByTagName('*');
    if (below.length > SUBTREE_LIMIT) return false;
    cache.delete(element);
    for (let i = 0; i < below.length; i += 1) cache.delete(below[i]!);
    return true;
  };
  /** Forgets what the records can have changed; false when that is everything. */
  const applyRecords = (records: MutationRecord[]): boolean => {
    for (const record of records) {
      const { target } = record;
      if (isStyleNode(target) || isStyleNode(target.parentNode)) return false;
      if (record.type === 'attributes') {
        if (!forgetSubtree(target)) return false;
      } else if (record.type === 'childList') {
        for (const node of record.removedNodes) if (isStyleNode(node)) return false;
        for (const node of record.addedNodes) if (isStyleNode(node) || !forgetSubtree(node)) return false;
        // The parent (:empty) and its children (:first-child, `+`, `~`) may now match other rules.
        if (target.nodeType === 1) {
          cache.delete(target as Element);
          for (const child of (target as Element).children) cache.delete(child);
        }
      }
      // Text changes alone change no style (:empty aside, which antd's rules do not hide by).
    }
    return true;
  };
  const observer = new win.MutationObserver((records) => {
    if (!applyRecords(records)) forgetAll();
  });
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.document.addEventListener('focusin', forgetAll, true);
  win.document.addEventListener('focusout', forgetAll, true);
  for (const method of ['insertRule', 'deleteRule', 'replaceSync'] as const) {
    const proto = win.CSSStyleSheet.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const edit = proto[method];
    if (typeof edit !== 'function') continue;
    proto[method] = function editRules(this: CSSStyleSheet, ...args: unknown[]) {
      forgetAll();
      return edit.apply(this, args);
    };
  }
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const records = observer.takeRecords();
    if (records.length > 0 && !applyRecords(records)) forgetAll();
    if (pseudo) return original(element, pseudo);
    let style = cache.get(element);
    if (!style) {
      style = original(element);
      cache.set(element, style);
    }
    return style;
  };
}
