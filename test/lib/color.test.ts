// @vitest-environment node
import { contrast, ensureContrast, parseColor, readableOn } from '../../src/lib/color';

const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!);

describe('colour contrast (WCAG 2)', () => {
  it('parses the colour notations tenants use', () => {
    expect(parseColor('#007fff')).toEqual({ r: 0, g: 127, b: 255 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('rgba(0, 0, 0, 0.45)')).toEqual({ r: 0, g: 0, b: 0 });
    expect(parseColor('red')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
  });

  it('computes the WCAG ratio: black on white is 21, a colour on itself 1', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#007fff', '#007fff')).toBeCloseTo(1, 5);
    // axe reported 3.83 for white on the default #007fff (spec §9 navigation selected colour).
    expect(ratio('#ffffff', '#007fff')).toBeCloseTo(3.83, 2);
  });

  it('moves a colour only as far as 4.5:1 needs, toward black on light and white on dark', () => {
    const onWhite = ensureContrast('#007fff', '#ffffff');
    expect(ratio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(onWhite, '#ffffff')).toBeLessThan(4.8);
    const onDark = ensureContrast('#0050b3', '#141414');
    expect(ratio(onDark, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(parseColor(onDark)!.r).toBeGreaterThan(0); // lightened (mixed toward white)
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000'); // already fine: unchanged
    expect(ensureContrast('not-a-colour', '#ffffff')).toBe('not-a-colour');
  });

  it('picks black or white text for a background', () => {
    expect(readableOn('#191919')).toBe('#ffffff');
    expect(readableOn('#ffe58f')).toBe('#000000');
  });
});
