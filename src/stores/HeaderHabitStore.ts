import { makeAutoObservable } from 'mobx';
import { parseHabit, readPersisted, writePersisted, type HeaderHabit } from './persisted';
import type { RootStore } from './RootStore';

const EMPTY: HeaderHabit = { menuTag: '', currentParentbusiness: '', currentStore: '', language: '', isCollapse: false };

/**
 * The signed-in user's header habit (spec §3): module, parent business, store, language and
 * side-menu collapse. Kept per user under the `cem_platform` key; the server copy comes with the shell.
 */
export class HeaderHabitStore {
  habit: HeaderHabit = { ...EMPTY };

  constructor(private readonly root: RootStore) {
    makeAutoObservable<HeaderHabitStore, 'root'>(this, { root: false });
    this.restore();
  }

  /** Loads the habit of the current user from storage. */
  restore(): void {
    const userid = this.root.session?.user?.userid;
    const stored = userid ? readPersisted(this.root.storage).habits[userid] : undefined;
    this.habit = { ...EMPTY, ...(stored ? parseHabit(stored) : {}) };
  }

  update(patch: Partial<HeaderHabit>): void {
    this.habit = { ...this.habit, ...patch };
    const userid = this.root.session.user?.userid;
    if (!userid) return;
    const { habits } = readPersisted(this.root.storage);
    writePersisted(this.root.storage, { habits: { ...habits, [userid]: this.habit } });
  }

  setCollapsed(collapsed: boolean): void {
    this.update({ isCollapse: collapsed });
  }
}
