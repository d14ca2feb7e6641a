import type { NavColourKey } from '../../../api/tools/navigationStyleTypes';
import { contrast, parseColor } from '../../../lib/color';

/** WCAG 2 AA: normal text needs at least this contrast against its background. */
export const AA_TEXT_CONTRAST = 4.5;

/** A text colour of the navigation and the background it sits on. */
export interface NavPair {
  /** Message id suffix and key: the text colour's field. */
  text: NavColourKey;
  background: NavColourKey;
}

/** The pairs the check reads: each font and selected colour on its own region's background. */
export const NAV_CONTRAST_PAIRS: readonly NavPair[] = [
  { text: 'headerFont', background: 'headerBackground' },
  { text: 'headerSelected', background: 'headerBackground' },
  { text: 'sideFont', background: 'sideBackground' },
  { text: 'sideSelected', background: 'sideBackground' },
];

export interface PairContrast extends NavPair {
  /** The exact WCAG ratio, 1 to 21. */
  ratio: number;
  passes: boolean;
}

/** The WCAG contrast ratio of two colours, or null when either is not a colour. */
export function contrastRatio(text: string, background: string): number | null {
  const front = parseColor(text);
  const back = parseColor(background);
  return front && back ? contrast(front, back) : null;
}

/** Each pair's ratio (pairs with a colour that does not parse are left out). */
export function navContrast(style: Readonly<Partial<Record<NavColourKey, string>>>): PairContrast[] {
  return NAV_CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(style[pair.text] ?? '', style[pair.background] ?? '');
    return ratio === null ? [] : [{ ...pair, ratio, passes: ratio >= AA_TEXT_CONTRAST }];
  });
}

/**
 * The ratio as shown, two decimals: rounded, but a failing ratio never shows as 4.50 (WCAG
 * forbids rounding up to the threshold: 4.497 fails and reads 4.49).
 */
export function ratioShown(ratio: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  return ratio < AA_TEXT_CONTRAST ? Math.min(rounded, AA_TEXT_CONTRAST - 0.01) : rounded;
}
