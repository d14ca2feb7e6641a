// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV_STYLE } from '../../../src/stores/menu/menuItem';
import { AA_TEXT_CONTRAST, contrastRatio, navContrast, ratioShown } from '../../../src/screens/tools/navigationStyle/contrastPairs';

/** WCAG 2 contrast of the navigation colours: the ratios pinned here were worked out from the formula by hand. */

describe('navigation style contrast (WCAG AA, 4.5:1 for text)', () => {
  it('computes the WCAG ratio of known pairs, either way round', () => {
    // (1 + 0.05) / (L(#191919) + 0.05), L(#191919) = ((25/255 + 0.055) / 1.055)^2.4 = 0.00972.
    expect(contrastRatio('#191919', '#ffffff')).toBeCloseTo(17.58, 2);
    expect(contrastRatio('#ffffff', '#191919')).toBeCloseTo(17.58, 2);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.542, 3);
    expect(contrastRatio('#007fff', '#ffffff')).toBeCloseTo(3.832, 3);
    expect(contrastRatio('#abc', '#abc')).toBe(1);
    expect(contrastRatio('blue', '#ffffff')).toBeNull();
  });

  it('fails #777777 on white (4.48) and passes #767676 (4.54): the line is 4.5, not rounded', () => {
    const grey = navContrast({ headerFont: '#777777', headerBackground: '#ffffff' });
    expect(grey).toEqual([{ text: 'headerFont', background: 'headerBackground', ratio: expect.closeTo(4.478, 3), passes: false }]);
    expect(navContrast({ headerFont: '#767676', headerBackground: '#ffffff' })[0]!.passes).toBe(true);
    expect(AA_TEXT_CONTRAST).toBe(4.5);
    // Shown with two decimals, but a failing ratio never reads as 4.50.
    expect(ratioShown(4.478)).toBe(4.48);
    expect(ratioShown(4.497)).toBe(4.49);
    expect(ratioShown(4.5)).toBe(4.5);
    expect(ratioShown(17.5817)).toBe(17.58);
  });

  it('checks each font and selected colour on its own background; the spec defaults fail only the side menu’s selected blue', () => {
    const pairs = navContrast(DEFAULT_NAV_STYLE);
    expect(pairs.map((p) => [p.text, p.background, Math.round(p.ratio * 100) / 100, p.passes])).toEqual([
      ['headerFont', 'headerBackground', 17.58, true],
      ['headerSelected', 'headerBackground', 4.59, true],
      ['sideFont', 'sideBackground', 16.48, true],
      ['sideSelected', 'sideBackground', 3.83, false],
    ]);
    // A colour that does not parse leaves its pairs out rather than guessing.
    expect(navContrast({ ...DEFAULT_NAV_STYLE, sideBackground: '#12' }).map((p) => p.text)).toEqual(['headerFont', 'headerSelected']);
  });
});
