import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';
import { useLayoutEffect } from 'react';

/** Marks a table's scroll container that keyboard users can reach (styled with the focus ring). */
export const SCROLL_REGION_CLASS = 'cem-kit-scroll-region';

const scrolls = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;

/**
 * A table wider (or taller) than its box scrolls, and only a mouse could scroll it: the scroll
 * container becomes a named, focusable region while it overflows, so the arrow keys scroll it
 * (WCAG 2.1.1; axe scrollable-region-focusable). It stops being a tab stop once it fits.
 */
function markRegions(root: HTMLElement, tablePrefix: string, label: string): HTMLElement[] {
  const containers = [...root.querySelectorAll<HTMLElement>(`.${tablePrefix}-content, .${tablePrefix}-body`)];
  for (const el of containers) {
    if (scrolls(el)) {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
      el.classList.add(SCROLL_REGION_CLASS);
    } else if (el.classList.contains(SCROLL_REGION_CLASS)) {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
      el.classList.remove(SCROLL_REGION_CLASS);
    }
  }
  return containers;
}

/**
 * antd measures column widths in a hidden copy of the header row (aria-hidden), which keeps the
 * header's controls: a "select all" checkbox there is a tab stop no one can see or hear (axe
 * aria-hidden-focus). `inert` takes the copy out of the tab order as well.
 */
function quietMeasureRows(root: HTMLElement, tablePrefix: string): void {
  for (const row of root.querySelectorAll<HTMLElement>(`.${tablePrefix}-measure-row`)) row.inert = true;
}

/** Keeps the scroll containers under the table's element marked after every render and on every resize. */
export function useScrollRegions(tableElement: () => HTMLElement | null, tablePrefix: string, label: string): void {
  useTableFocusStyle(tablePrefix);
  // No dependency list on purpose: antd may replace its containers on any render.
  useLayoutEffect(() => {
    const root = tableElement();
    if (!root) return undefined;
    const containers = markRegions(root, tablePrefix, label);
    quietMeasureRows(root, tablePrefix);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => markRegions(root, tablePrefix, label));
    // The container resizes with the page; the table inside it with its rows and columns.
    for (const el of containers) {
      observer.observe(el);
      if (el.firstElementChild) observer.observe(el.firstElementChild);
    }
    return () => observer.disconnect();
  });
}

/**
 * The theme's focus ring, drawn inside the box so the table's overflow never clips it, on the
 * scroll region and on sortable column headers (antd shows no focus on those at all).
 */
function useTableFocusStyle(tablePrefix: string): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['cem-kit', 'table-focus', tablePrefix] }, () => {
    const ring = { outline: `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`, outlineOffset: -token.lineWidthFocus };
    return {
      [`.${SCROLL_REGION_CLASS}:focus-visible`]: ring,
      [`.${tablePrefix}-thead > tr > th[tabindex]:focus-visible`]: ring,
    };
  });
}
