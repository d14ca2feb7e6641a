import { makeAutoObservable, runInAction } from 'mobx';
import type { SubApp } from '../api/types';
import type { RootStore } from './RootStore';
import { isQuietFailure } from '../api/errors';

/**
 * Sub-apps for the app switcher (spec §6): online ones, whose whitelist is empty or names the
 * user, limited by the tenant's issupportswitch (none, main apps only, all). Embedded only.
 */
export class SubAppStore {
  all: SubApp[] = [];

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SubAppStore, 'root'>(this, { root: false });
  }

  async load(): Promise<void> {
    if (this.root.runtime.mode !== 'micro' || !this.root.session.isSignedIn) return;
    try {
      const list = await this.root.api.user.subApps();
      runInAction(() => (this.all = Array.isArray(list) ? list : []));
    } catch (error) {
      if (!isQuietFailure(error)) this.root.log.warn(`sub-apps not loaded: ${String(error)}`);
    }
  }

  clear(): void {
    this.all = [];
  }

  get visible(): SubApp[] {
    return filterSubApps(this.all, this.root.session.user?.userid ?? '', this.root.tenant.switchPolicy);
  }
}

/** The filter of spec §6, pure for its tests. */
export function filterSubApps(apps: readonly SubApp[], userid: string, policy: 'none' | 'main' | 'all'): SubApp[] {
  if (policy === 'none') return [];
  return apps.filter(
    (app) =>
      app.online === true &&
      (!Array.isArray(app.whitelist) || app.whitelist.length === 0 || app.whitelist.includes(userid)) &&
      (policy === 'all' || app.main === true),
  );
}
