// What a phone user meets wrong on the open page (issue 39): the page scrolling sideways, targets
// under 24 × 24 CSS px (WCAG 2.5.8), a side menu over or beside the content, more or fewer than one
// <main>. Plain JS run inside the page (page.evaluate), so the walk and a quick script share it.

/** Runs in the page: the problems found, each a short line naming the element. */
export function phoneProblems() {
  const MIN = 24;
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth}`);
  const mains = document.querySelectorAll('main, [role="main"]');
  if (mains.length !== 1) problems.push(`${mains.length} main landmarks`);
  const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const nav = [...document.querySelectorAll('nav[data-side-menu], aside nav')].find(shown);
  if (nav) {
    const box = nav.getBoundingClientRect();
    if (box.width > 0 && box.right > 0 && box.left < root.clientWidth) problems.push(`side menu shown beside or over the content (${Math.round(box.width)} px)`);
  }
  const name = (el) => {
    const label = el.getAttribute('aria-label') || el.getAttribute('title') || (el.textContent || '').trim().slice(0, 30);
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label}"`;
  };
  // An inline link inside a sentence is exempt (WCAG 2.5.8, inline): its parent says more than it does.
  const inlineInSentence = (el) =>
    el.tagName === 'A' && getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 20;
  // An input drawn invisible over its own box (antd's checkbox, radio, switch) is hit through its label.
  // A link or input inside a tab, menu item, label or antd's field box is hit through that whole box.
  const BOX = '[role="tab"], [role="menuitem"], [role="option"], label, .cem-select, .cem-picker, .cem-input-affix-wrapper, .cem-input-number';
  const hitArea = (el) => (el.matches('a, input') ? el.parentElement?.closest(BOX) ?? el : el);
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const seen = new Set();
  for (const candidate of document.querySelectorAll(selector)) {
    if (candidate.closest('[aria-hidden="true"], [inert]')) continue;
    const el = hitArea(candidate);
    if (!el || seen.has(el)) continue;
    seen.add(el);
    if (!shown(el) || inlineInSentence(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.width < MIN - 0.5 || box.height < MIN - 0.5) problems.push(`target ${Math.round(box.width)}×${Math.round(box.height)}: ${name(el)}`);
  }
  return problems;
}
