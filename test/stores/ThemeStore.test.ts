import { contrast, parseColor } from '../../src/lib/color';
import { setupMockBackend } from '../support/backend';
import { createTestRoot, signedInRoot } from '../support/testRoot';

setupMockBackend();
const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!);

describe('ThemeStore (light, dark, follow the system)', () => {
  afterEach(() => window.localStorage.clear());

  it('follows the system by default, and a choice is kept on this device before sign-in', () => {
    const t = createTestRoot();
    expect(t.root.theme.preference).toBe('system');
    expect(t.root.theme.mode).toBe('light'); // jsdom's system is light
    t.root.theme.setPreference('dark');
    expect(t.root.theme.mode).toBe('dark');
    t.dispose();
    const again = createTestRoot();
    expect(again.root.theme.preference).toBe('dark');
    again.dispose();
  });

  it('follows a change of the system setting live, and stops listening when disposed', () => {
    const listeners = new Set<(e: { matches: boolean }) => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      matches: false, media: query, onchange: null,
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
      addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false,
    }) as unknown as MediaQueryList);
    const t = createTestRoot();
    expect(t.root.theme.mode).toBe('light');
    listeners.forEach((l) => l({ matches: true }));
    expect(t.root.theme.mode).toBe('dark');
    expect(listeners.size).toBe(1);
    t.dispose();
    // A listener left on the browser's media query would keep the whole unmounted app in memory.
    expect(listeners.size).toBe(0);
  });

  it('is remembered in the header habit, so it follows the user to another browser', async () => {
    const first = await signedInRoot('admin', 'admin123');
    first.root.theme.setPreference('dark');
    expect(first.root.habit.habit.theme).toBe('dark');
    await first.root.habit.flush();
    first.dispose();
    window.localStorage.clear(); // another browser: nothing local
    const second = await signedInRoot('admin', 'admin123');
    expect(second.root.theme.preference).toBe('dark');
    second.dispose();
  });

  it('keeps every navigation text readable (WCAG AA 4.5:1) in both themes, whatever the tenant chose', () => {
    const t = createTestRoot();
    for (const mode of ['light', 'dark'] as const) {
      t.root.theme.setPreference(mode);
      const nav = t.root.theme.nav;
      expect(ratio(nav.headerFont, nav.headerBackground)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(nav.headerSelected, nav.headerBackground)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(nav.sideFont, nav.sideBackground)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(nav.sideSelected, nav.sideBackground)).toBeGreaterThanOrEqual(4.5);
      expect(ratio('#ffffff', t.root.theme.primary)).toBeGreaterThanOrEqual(4.5); // white text on primary buttons
    }
    // Dark mode keeps the tenant's header colour (spec §9 default #191919).
    expect(t.root.theme.nav.headerBackground).toBe('#191919');
    t.dispose();
  });
});
