import type { GlobalToken } from 'antd';
import { ensureContrast } from '../../lib/color';

/** What a status means, not how it looks: the kit picks colours that read in both themes. */
export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export interface ToneColors {
  /** Tint behind text (a tag, a highlighted cell). */
  background: string;
  border: string;
  /** Text on `background`, at least 4.5:1. */
  text: string;
  /** A strong fill (bands, swatches) that white text reads on at 4.5:1. */
  solid: string;
}

const WHITE = '#ffffff';

/**
 * The tone's colours from the theme's tokens. antd's preset tag colours put a mid shade on a
 * pale tint (2.6 to 4.2:1), so the text shade is moved only as far as AA needs on that tint.
 */
export function toneColors(token: GlobalToken, tone: Tone): ToneColors {
  if (tone === 'neutral') {
    const background = token.colorBgLayout;
    return { background, border: token.colorBorder, text: ensureContrast(token.colorTextDescription, background), solid: ensureContrast('#8c8c8c', WHITE) };
  }
  const pick = (bg: string, border: string, text: string, fill: string) => ({ bg, border, text, fill });
  const { bg, border, text, fill } = {
    success: () => pick(token.colorSuccessBg, token.colorSuccessBorder, token.colorSuccessText, token.colorSuccess),
    warning: () => pick(token.colorWarningBg, token.colorWarningBorder, token.colorWarningText, token.colorWarning),
    error: () => pick(token.colorErrorBg, token.colorErrorBorder, token.colorErrorText, token.colorError),
    info: () => pick(token.colorInfoBg, token.colorInfoBorder, token.colorInfoText, token.colorInfo),
  }[tone]();
  return { background: bg, border, text: ensureContrast(text, bg), solid: ensureContrast(fill, WHITE) };
}
