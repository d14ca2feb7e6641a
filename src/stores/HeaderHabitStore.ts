import { makeAutoObservable, runInAction } from 'mobx';
import { PIDS, type HabitRecord } from '../api/types';
import { parseJson } from '../lib/safeJson';
import { parseHabit, readPersisted, writePersisted, type HeaderHabit } from './persisted';
import type { RootStore } from './RootStore';
import { isQuietFailure } from '../api/errors';

/** Spec §9: habit saves are debounced by 2 s. */
export const HABIT_SAVE_DEBOUNCE_MS = 2000;
const HABIT_TAG = 'header';

const EMPTY: HeaderHabit = { menuTag: '', currentParentbusiness: '', currentStore: '', language: '', isCollapse: false, theme: '' };

/**
 * The signed-in user's header habit (spec §3): module, parent business, store, language and
 * side-menu collapse. Kept per user in local storage at once, and on the server (filter query
 * and devControl on the fixed habit pid) 2 s after the last change, so signing in anywhere
 * restores it.
 */
export class HeaderHabitStore {
  habit: HeaderHabit = { ...EMPTY };
  /** did of the server record, once known. */
  private recordDid = '';
  private cancelSave: (() => void) | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<HeaderHabitStore, 'root' | 'cancelSave'>(this, { root: false, cancelSave: false });
    this.restoreLocal();
  }

  /** The local copy of the current user's habit (or the empty habit when signed out). */
  restoreLocal(): void {
    this.cancelPendingSave();
    this.recordDid = '';
    const userid = this.root.session?.user?.userid;
    const stored = userid ? readPersisted(this.root.storage).habits[userid] : undefined;
    this.habit = { ...EMPTY, ...(stored ? parseHabit(stored) : {}) };
  }

  /** Sign-in: the server copy wins when there is one; a failure keeps the local copy. */
  async restore(): Promise<void> {
    this.restoreLocal();
    const user = this.root.session.user;
    if (!user) return;
    try {
      const page = await this.root.api.filter.query<HabitRecord>(
        { pid: PIDS.habit, page: 1, pagesize: 1, filter: { userdid: user.did, content1: HABIT_TAG }, sort: { updatetime: 'desc' } },
        { silent: true },
      );
      const record = page?.data?.[0];
      const fromServer = record ? parseHabit(parseJson(record.content2)) : null;
      runInAction(() => {
        if (record) this.recordDid = record.did;
        if (fromServer) this.setLocal({ ...EMPTY, ...fromServer });
      });
    } catch (error) {
      if (!isQuietFailure(error)) this.root.log.warn(`header habit not restored from the server: ${String(error)}`);
    }
  }

  update(patch: Partial<HeaderHabit>): void {
    const next = { ...this.habit, ...patch };
    if (JSON.stringify(next) === JSON.stringify(this.habit)) return;
    this.setLocal(next);
    if (!this.root.session.user) return;
    this.cancelPendingSave();
    this.cancelSave = this.root.timers.setTimeout(() => void this.save(), HABIT_SAVE_DEBOUNCE_MS);
  }

  setCollapsed(collapsed: boolean): void {
    this.update({ isCollapse: collapsed });
  }

  /** Saves a pending change now (before a page reload, a sign-out or an unmount). */
  async flush(): Promise<void> {
    if (!this.cancelSave) return;
    this.cancelPendingSave();
    await this.save();
  }

  private setLocal(habit: HeaderHabit): void {
    this.habit = habit;
    const userid = this.root.session.user?.userid;
    if (!userid) return;
    const { habits } = readPersisted(this.root.storage);
    writePersisted(this.root.storage, { habits: { ...habits, [userid]: habit } });
  }

  private cancelPendingSave(): void {
    this.cancelSave?.();
    this.cancelSave = null;
  }

  private async save(): Promise<void> {
    this.cancelSave = null;
    const user = this.root.session.user;
    if (!user) return;
    const record: Partial<HabitRecord> = {
      name: 'header habit',
      content1: HABIT_TAG,
      content2: JSON.stringify(this.habit),
      userdid: user.did,
      parentbusinessdid: this.habit.currentParentbusiness,
      businessdid: this.habit.currentStore,
      menupid: this.habit.menuTag,
    };
    try {
      const did = this.recordDid;
      const result = await this.root.api.device.control<HabitRecord>(
        did ? { pid: PIDS.habit, act: 'set', did, cmd: record } : { pid: PIDS.habit, act: 'create', cmd: record },
        // A flush at sign-out belongs to the sign-out, and one at unmount must still arrive after the app is gone.
        { silent: true, outlivesApp: true, allowDuringLogout: true },
      );
      runInAction(() => {
        if (!did && result?.did) this.recordDid = result.did;
      });
    } catch (error) {
      if (!isQuietFailure(error)) this.root.log.warn(`header habit not saved: ${String(error)}`);
    }
  }
}
