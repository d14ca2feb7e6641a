/**
 * Colour arithmetic for accessible themes (WCAG 2 contrast): tenant colours are kept as close
 * as possible to what the tenant chose, moved toward black or white only as far as the contrast
 * rule needs.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** #rgb, #rrggbb, rgb(r, g, b) or rgba(…) with alpha ignored; null for anything else. */
export function parseColor(raw: string): Rgb | null {
  const text = raw.trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(text);
  if (m) {
    const [r, g, b] = m[1]!.split('').map((c) => parseInt(c + c, 16));
    return { r: r!, g: g!, b: b! };
  }
  m = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(text);
  if (m) return { r: parseInt(m[1]!.slice(0, 2), 16), g: parseInt(m[1]!.slice(2, 4), 16), b: parseInt(m[1]!.slice(4, 6), 16) };
  m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+%?\s*)?\)$/.exec(text);
  if (m) {
    const [r, g, b] = [m[1], m[2], m[3]].map((v) => Math.min(255, Number(v)));
    return { r: r!, g: g!, b: b! };
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: Rgb): number {
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

function mix(a: Rgb, b: Rgb, share: number): Rgb {
  return { r: a.r + (b.r - a.r) * share, g: a.g + (b.g - a.g) * share, b: a.b + (b.b - a.b) * share };
}

/** `a` moved `share` (0..1) of the way toward `b`, as hex; `a` unchanged when either does not parse. */
export function mixColors(a: string, b: string, share: number): string {
  const from = parseColor(a);
  const to = parseColor(b);
  return from && to ? toHex(mix(from, to, share)) : a;
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * `fg` as little changed as possible so that it reaches `min` contrast against `bg`: mixed
 * toward black on a light background, toward white on a dark one. Unparseable input comes back
 * unchanged.
 */
export function ensureContrast(fg: string, bg: string, min = 4.5): string {
  const front = parseColor(fg);
  const back = parseColor(bg);
  if (!front || !back) return fg;
  if (contrast(front, back) >= min) return fg;
  const target = luminance(back) > 0.18 ? BLACK : WHITE;
  for (let step = 1; step <= 100; step += 1) {
    const candidate = mix(front, target, step / 100);
    const rounded = parseColor(toHex(candidate))!;
    if (contrast(rounded, back) >= min) return toHex(rounded);
  }
  return toHex(target);
}

/** Black or white, whichever reads better on `bg`. */
export function readableOn(bg: string): string {
  const back = parseColor(bg);
  if (!back) return '#ffffff';
  return contrast(WHITE, back) >= contrast(BLACK, back) ? '#ffffff' : '#000000';
}
