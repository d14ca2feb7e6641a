import { screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { themeConfig } from '../../src/app/theme';
import { contrast, parseColor } from '../../src/lib/color';
import { StatusTag, toneColors, type Tone } from '../../src/ui';
import { setupMockBackend } from '../support/backend';
import { renderUi } from '../support/renderUi';
import { createTestRoot } from '../support/testRoot';

setupMockBackend();
const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!);
const TONES: Tone[] = ['success', 'warning', 'error', 'info', 'neutral'];

describe('StatusTag and the kit tones', () => {
  afterEach(() => window.localStorage.clear());

  it.each(['light', 'dark'] as const)('every tone reads at AA in the console theme (%s): text on its tint, white on its solid', (mode) => {
    const t = createTestRoot();
    t.root.theme.setPreference(mode);
    const token = antdTheme.getDesignToken(themeConfig(t.root.theme));
    for (const tone of TONES) {
      const colors = toneColors(token, tone);
      expect(ratio(colors.text, colors.background), `${tone} text`).toBeGreaterThanOrEqual(4.5);
      expect(ratio('#ffffff', colors.solid), `${tone} solid`).toBeGreaterThanOrEqual(4.5);
    }
    t.dispose();
  });

  it('draws the tag in its tone, whatever antd preset colours would have given', () => {
    renderUi(<StatusTag tone="warning">Above guide</StatusTag>);
    const tag = screen.getByText('Above guide');
    expect(tag).toHaveAttribute('data-tone', 'warning');
    const token = antdTheme.getDesignToken({ token: { motion: false } });
    const { text, background } = toneColors(token, 'warning');
    expect(tag).toHaveStyle({ color: text, background });
  });
});
