import type { CSSObject } from '@ant-design/cssinjs';

/** What Testing Library and user-event read from computed styles: hidden, and clickable. */
const KEPT = new Set(['display', 'visibility', 'pointerEvents', 'pointer-events']);

/**
 * A cssinjs transformer for jsdom tests: antd's styles keep only the declarations that decide
 * whether an element is hidden or takes clicks. jsdom matches every rule of the document on each
 * getComputedStyle call (Testing Library's role queries make thousands), and a rule left without
 * declarations is not written at all, so the document holds a small part of antd's rules. Nothing
 * a test can observe changes: jsdom has no layout, and no test reads colours or sizes from antd's CSS.
 */
export const visibilityOnly = {
  visit(style: CSSObject): CSSObject {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(style)) {
      if (KEPT.has(key) || (typeof value === 'object' && value !== null)) kept[key] = value;
    }
    return kept as CSSObject;
  },
};
