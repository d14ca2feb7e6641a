import { setupMockBackend } from '../support/backend';
import { signedInRoot } from '../support/testRoot';

setupMockBackend();

describe('MenuStore.leafOf', () => {
  it('finds a leaf by its path, with or without the query, or as the longest segment prefix', async () => {
    const t = await signedInRoot('admin', 'admin123');
    const { menu } = t.root;
    expect(menu.leafOf('/index/load-monitoring/13')?.item.name).toBe('charging-load');
    expect(menu.leafOf('/index/energy-config?x=1')?.item.page).toBe('energy-config');
    // A screen's own optional parameters keep its menu entry (title, bookmark, highlight).
    expect(menu.leafOf('/index/energy-config/office/guide')?.item.page).toBe('energy-config');
    expect(menu.leafOf('/index/energy-standard/mall')?.item.page).toBe('energy-standard');
    // Only whole segments count, and another leaf's parameters are not borrowed.
    expect(menu.leafOf('/index/energy-configuration')).toBeUndefined();
    expect(menu.leafOf('/index/common-page/p-no-such-list')).toBeUndefined();
    t.dispose();
  });
});
