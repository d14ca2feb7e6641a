import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Marks a table's scroll container that keyboard users can reach (styled with the focus ring). */
export const SCROLL_REGION_CLASS = 'cem-kit-scroll-region';

const scrolls = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;

const containersOf = (root: HTMLElement, tablePrefix: string) => [...root.querySelectorAll<HTMLElement>(`.${tablePrefix}-content, .${tablePrefix}-body`)];

/**
 * A table wider (or taller) than its box scrolls, and only a mouse could scroll it: the scroll
 * container becomes a named, focusable region while it overflows, so the arrow keys scroll it
 * (WCAG 2.1.1; axe scrollable-region-focusable). It stops being a tab stop once it fits.
 */
function markRegions(root: HTMLElement, tablePrefix: string, label: string): void {
  for (const el of containersOf(root, tablePrefix)) {
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
}

/**
 * antd measures column widths in a hidden copy of the header row (aria-hidden), which keeps the
 * header's controls: a "select all" checkbox there is a tab stop no one can see or hear (axe
 * aria-hidden-focus). `inert` takes the copy out of the tab order as well.
 */
function quietMeasureRows(root: HTMLElement, tablePrefix: string): void {
  for (const row of root.querySelectorAll<HTMLElement>(`.${tablePrefix}-measure-row`)) row.inert = true;
}

const sameElements = (a: readonly Element[], b: readonly Element[]) => a.length === b.length && a.every((el, i) => el === b[i]);

interface Watch {
  elements: Element[];
  label: string;
  observer?: ResizeObserver;
}

/**
 * Keeps the scroll containers under the table's element marked: at once when they appear (antd may
 * replace them on any render), then whenever they or their table resize (the observer reports after
 * the frame's layout). A render that keeps them reads no size: read in a layout effect, sizes force
 * a layout of the whole table on every render (15 ms for the audit log's page of 20 rows).
 */
export function useScrollRegions(tableElement: () => HTMLElement | null, tablePrefix: string, label: string): void {
  useTableFocusStyle(tablePrefix);
  const watch = useRef<Watch | null>(null);
  // No dependency list on purpose: antd may replace its containers on any render.
  useLayoutEffect(() => {
    const root = tableElement();
    if (!root) return;
    quietMeasureRows(root, tablePrefix);
    // The container resizes with the page; the table inside it with its rows and columns.
    const elements = containersOf(root, tablePrefix).flatMap((el) => (el.firstElementChild ? [el, el.firstElementChild] : [el]));
    const was = watch.current;
    if (was && was.label === label && sameElements(was.elements, elements)) return;
    was?.observer?.disconnect();
    markRegions(root, tablePrefix, label);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => markRegions(root, tablePrefix, label)) : undefined;
    for (const el of elements) observer?.observe(el);
    watch.current = { elements, label, observer };
  });
  useEffect(
    () => () => {
      watch.current?.observer?.disconnect();
      watch.current = null;
    },
    [],
  );
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
