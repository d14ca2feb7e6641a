import { createAppUpdates, reloadIntoUpdate } from '../../src/lib/appUpdate';

describe('app updates (a new version of the installed app)', () => {
  it('waits for nothing at first; an offer makes it wait and tells the listeners once', () => {
    const updates = createAppUpdates();
    const heard: boolean[] = [];
    const stop = updates.subscribe(() => heard.push(updates.waiting));
    expect(updates.waiting).toBe(false);
    expect(updates.apply()).toBe(false);
    updates.offer(async () => {});
    updates.offer(async () => {});
    expect(heard).toEqual([true]);
    stop();
  });

  it('apply activates the waiting version (its latest offer)', () => {
    const updates = createAppUpdates();
    const activated: string[] = [];
    updates.offer(async () => void activated.push('first'));
    updates.offer(async () => void activated.push('second'));
    expect(updates.apply()).toBe(true);
    expect(activated).toEqual(['second']);
  });

  it('the chunk retry reloads into a waiting version, else reloads the page as before', () => {
    const reloads: string[] = [];
    const plain = () => reloads.push('page');
    reloadIntoUpdate(undefined, plain)();
    const updates = createAppUpdates();
    const reload = reloadIntoUpdate(updates, plain);
    reload();
    updates.offer(async () => void reloads.push('new version'));
    reload();
    expect(reloads).toEqual(['page', 'page', 'new version']);
  });
});
