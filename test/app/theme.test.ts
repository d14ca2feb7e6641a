import { runInAction } from 'mobx';
import { seedNavigationStyles } from '../../mock/api/db/tenants';
import { contrast, parseColor } from '../../src/lib/color';
import { focusRing, themeConfig } from '../../src/app/theme';
import { SURFACE } from '../../src/stores/ThemeStore';
import { setupMockBackend } from '../support/backend';
import { createTestRoot } from '../support/testRoot';

setupMockBackend();
const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!);

describe('the console theme: focus and selected text', () => {
  afterEach(() => window.localStorage.clear());

  it('moves the focus ring only as far as 3:1 on every background needs', () => {
    expect(focusRing('#0074e8', ['#ffffff'])).toBe('#0074e8'); // already enough
    const ring = focusRing('#91caff', ['#ffffff', '#f5f5f5', '#0b3d2e']);
    for (const bg of ['#ffffff', '#f5f5f5', '#0b3d2e']) expect(ratio(ring, bg)).toBeGreaterThanOrEqual(3);
  });

  it.each(['light', 'dark'] as const)('keeps the focus ring at 3:1 and selected tabs at 4.5:1 on the surfaces (%s)', (mode) => {
    const t = createTestRoot();
    t.root.theme.setPreference(mode);
    const config = themeConfig(t.root.theme);
    const { container, layout } = SURFACE[mode];
    const { headerBackground, sideBackground } = t.root.theme.nav;
    for (const bg of [container, layout, headerBackground, sideBackground]) expect(ratio(config.token!.colorPrimaryBorder!, bg)).toBeGreaterThanOrEqual(3);
    const selected = config.components!.Tabs!.itemSelectedColor!;
    for (const bg of [container, layout]) expect(ratio(selected, bg)).toBeGreaterThanOrEqual(4.5);
    t.dispose();
  });

  // Issue 21, item 7: antd derives the selected item's tint from the primary's palette; for the
  // default tenant's dark green that was #b9c4be, and the selected green on it read 2.82:1.
  it.each(['light', 'dark'] as const)('keeps the selected side-menu item at 4.5:1 on its tint and on the menu in the default tenant (%s)', (mode) => {
    const t = createTestRoot();
    runInAction(() => {
      t.root.menu.style = { ...t.root.menu.style, ...seedNavigationStyles().localhost };
    });
    t.root.theme.setPreference(mode);
    const menu = themeConfig(t.root.theme).components!.Menu!;
    expect(menu.itemSelectedBg).toBeDefined();
    expect(ratio(menu.itemSelectedColor!, menu.itemSelectedBg!)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(menu.itemSelectedColor!, menu.itemBg!)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(menu.itemColor!, menu.itemSelectedBg!)).toBeGreaterThanOrEqual(4.5);
    t.dispose();
  });
});

describe('the console theme on a phone (issue 39, WCAG 2.5.8)', () => {
  it('makes fields 40 px, buttons 44 px, checkboxes 20 px in a 24 px label and switches 24 px tall, only below 768 px', () => {
    const t = createTestRoot();
    const phone = themeConfig(t.root.theme, true);
    expect(phone.token!.controlHeight).toBe(40);
    expect(phone.components!.Button!.controlHeight).toBe(44);
    expect(phone.components!.Checkbox!.controlInteractiveSize).toBe(20);
    expect(phone.components!.Switch!.trackHeight).toBe(24);
    expect(phone.components!.Switch!.trackHeightSM).toBe(24);
    // The danger colours stay beside the touch height.
    expect(phone.components!.Button!.colorError).toBe(themeConfig(t.root.theme).components!.Button!.colorError);
    const desk = themeConfig(t.root.theme);
    expect(desk.token!.controlHeight).toBeUndefined();
    expect(desk.components!.Button!.controlHeight).toBeUndefined();
    expect(desk.components!.Switch).toBeUndefined();
    t.dispose();
  });
});
