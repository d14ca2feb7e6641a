/**
 * jsdom resolves every stylesheet rule on each getComputedStyle call, and Testing Library's
 * `*ByRole` queries call it for every candidate and its ancestors (to skip hidden elements) on
 * every retry of every wait: with antd's injected styles that was over half of a screen test's
 * CPU. Between two changes of the document the answer cannot differ (jsdom has no layout), so it
 * is kept per element until anything changes: a DOM mutation (taken synchronously, so a change
 * made just before the call is never missed), a CSSOM rule edit, or a focus move (`:focus` rules).
 */
export function cacheComputedStyle(win: Window & typeof globalThis): void {
  const original = win.getComputedStyle.bind(win);
  let cache = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    cache = new WeakMap();
  };
  const observer = new win.MutationObserver(forget);
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.document.addEventListener('focusin', forget, true);
  win.document.addEventListener('focusout', forget, true);
  for (const method of ['insertRule', 'deleteRule', 'replaceSync'] as const) {
    const proto = win.CSSStyleSheet.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const edit = proto[method];
    if (typeof edit !== 'function') continue;
    proto[method] = function editRules(this: CSSStyleSheet, ...args: unknown[]) {
      forget();
      return edit.apply(this, args);
    };
  }
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (observer.takeRecords().length > 0) forget();
    if (pseudo) return original(element, pseudo);
    let style = cache.get(element);
    if (!style) {
      style = original(element);
      cache.set(element, style);
    }
    return style;
  };
}
