// Issue 39 §3: no action reachable only by hover. On a touch screen (the phone context matches
// `hover: none`, where antd shows its hover-revealed controls) a control laid out on the page but
// drawn invisible (opacity 0, visibility hidden) could only be found by hovering. Plain JS run
// inside the page (page.evaluate); the lint rule cem/tap-reachable refuses such code in src.

/** Runs in the page: each control laid out but invisible, named (and a problem when the page is not on a touch screen). */
export function hoverOnlyProblems() {
  if (!matchMedia('(hover: none)').matches) return ['not a touch screen: (hover: none) does not match'];
  const selector = 'a[href], button, [role="button"], [role="menuitem"], [role="link"], [role="switch"], [role="checkbox"]';
  // antd hides an empty field's clear button: there is nothing to clear, on any screen.
  const emptyClear = (el) => [...el.classList].some((c) => c.endsWith('-clear-icon-hidden'));
  return [...document.querySelectorAll(selector)]
    .filter((el) => {
      if (el.closest('[aria-hidden="true"], [inert]') || el.disabled || emptyClear(el)) return false;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !el.checkVisibility()) return false;
      return !el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    })
    .map((el) => `shown only on hover: <${el.tagName.toLowerCase()}> "${el.getAttribute('aria-label') || (el.textContent || '').trim().slice(0, 30)}"`);
}
