// Functions that run inside the page (passed to page.waitForFunction / page.evaluate). Each must
// be self-contained: Playwright serialises its source, so no closures over module scope.

/** performance.now() once the input labelled `label` is visible and enabled, else 0 (keep polling). */
export function inputReadyAt(label) {
  for (const el of document.querySelectorAll('label')) {
    if (el.textContent.trim() !== label) continue;
    const input = el.htmlFor ? document.getElementById(el.htmlFor) : el.querySelector('input');
    if (!input || input.disabled || input.readOnly) continue;
    const box = input.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && (input.checkVisibility?.({ checkOpacity: true, visibilityProperty: true }) ?? true);
    if (visible) return performance.now();
  }
  return 0;
}

/** Records performance.now() of the first click on the button whose text is `label` (whitespace ignored). */
export function armClickClock(label) {
  const want = label.replace(/\s+/g, '');
  window.__benchClickAt = 0;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && button.textContent.replace(/\s+/g, '') === want && !window.__benchClickAt) window.__benchClickAt = performance.now();
    },
    { capture: true },
  );
}

/** ms from the recorded click to the shell (banner + side menu with module items), else 0. */
export function shellWithMenuSinceClick(sideMenuLabel) {
  if (!window.__benchClickAt) return 0;
  const nav = document.querySelector(`nav[aria-label="${sideMenuLabel}"]`);
  const items = nav ? [...nav.querySelectorAll('[role="menuitem"]')].filter((i) => i.textContent.trim() !== '') : [];
  if (!document.querySelector('[role="banner"]') || items.length === 0) return 0;
  return { ms: performance.now() - window.__benchClickAt, items: items.length };
}

/** Host navigation with a page-clock mark right before pushState (single-spa reroutes on it). */
export function hostNavigate(path) {
  window.__benchNavAt = performance.now();
  window.history.pushState(null, '', path);
}

/** ms since the last hostNavigate once the console's login input is ready, else 0. */
export function loginReadySinceNav(label) {
  const container = document.querySelector('#subapp-container');
  if (!container) return 0;
  for (const el of container.querySelectorAll('label')) {
    if (el.textContent.trim() !== label) continue;
    const input = el.htmlFor ? container.querySelector(`[id="${el.htmlFor}"]`) : el.querySelector('input');
    if (!input || input.disabled) continue;
    const box = input.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && (input.checkVisibility?.({ checkOpacity: true, visibilityProperty: true }) ?? true)) {
      return performance.now() - window.__benchNavAt;
    }
  }
  return 0;
}

/** True when the hello app is shown and the host's counters say `app` has mounted/unmounted `n` times. */
export function helloShownAfter({ app, unmounted }) {
  const counts = window.__harness?.counts?.[app];
  return Boolean(document.querySelector('#subapp-container [data-testid="hello-app"]')) && (counts?.unmounted ?? 0) >= unmounted;
}

/** True when the console's mount count reached `mounted`. */
export function consoleMounted({ app, mounted }) {
  return (window.__harness?.counts?.[app]?.mounted ?? 0) >= mounted;
}

/** True once the console shows content: its route's screen, a card or a skeleton inside <main>. */
export function consoleContentShown() {
  return Boolean(
    document.querySelector(
      '#subapp-container [data-cem-root] main :is([data-screen], [data-testid="no-project-view"], [class*="-card"], [class*="-skeleton"])',
    ),
  );
}

/** True once the console painted anything: the shell, a page, a form or a spinner. */
export function consoleFirstPaint() {
  return Boolean(document.querySelector('#subapp-container [data-cem-root] :is(header, main, form, [class*="-spin"])'));
}

/**
 * ms from the recorded click to the ticket desk's first rows, else 0: a ticket number in a table
 * cell, or, below 768 px where the desk is a list of cards, a ticket number naming a card.
 */
export function ticketRowsSinceClick() {
  if (!window.__benchClickAt) return 0;
  const ticket = (el) => /^GZ\d+$/.test(el.textContent.trim());
  const cells = [...document.querySelectorAll('main table tbody td')].filter(ticket);
  const cards = [...document.querySelectorAll('main [data-card-list] > li')].filter((li) => [...li.querySelectorAll('*')].some((el) => el.childElementCount === 0 && ticket(el)));
  const rows = cells.length + cards.length;
  return rows ? { ms: performance.now() - window.__benchClickAt, rows } : 0;
}
