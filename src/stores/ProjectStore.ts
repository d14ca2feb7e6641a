import { makeAutoObservable, runInAction } from 'mobx';
import { PIDS, type BusinessInfo, type OrganizationRecord, type StoreInfo, type SubStore } from '../api/types';
import { organizationChain } from './project/organizationChain';
import { locatedStores } from './project/pickerRules';
import type { RootStore } from './RootStore';
import { isQuietFailure } from '../api/errors';

/** The project (spec §3 customStore): what the picker chose, each part with its code and name. */
export interface CustomStore {
  country: { adcode: string; name: string };
  province: { adcode: string; name: string };
  city: { adcode: string; name: string };
  store: { did: string; name: string };
}

/** Which dialog is open: the project picker, or the parent-business chooser of the user menu. */
export type ProjectDialog = 'none' | 'store' | 'parentbusiness';

/**
 * Parent business (project) and store selection (spec §4): auto-selection when there is one
 * choice, a page reload when the parent business changes, none when only the store does.
 */
export class ProjectStore {
  parents: BusinessInfo[] = [];
  /** Raw store list of the current parent business (the picker filters it). */
  stores: BusinessInfo[] = [];
  currentParent = '';
  currentStore = '';
  customStore: CustomStore | null = null;
  storeInfo: StoreInfo | null = null;
  /** The store's organization and its parents, nearest first (at most 5 levels). */
  organizations: OrganizationRecord[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  dialog: ProjectDialog = 'none';
  /** Counts reloads of the lists after sign-in (refresh), so views derived from them can read again. */
  revision = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ProjectStore, 'root'>(this, { root: false });
  }

  /** After sign-in: parents, then the remembered or sole parent, then its stores. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      await this.readLists(this.root.habit.habit.currentParentbusiness);
      runInAction(() => (this.status = 'ready'));
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  /** The parents, then the stores of the wanted parent (else of the sole one); another parent drops the store chosen. */
  private async readLists(wanted: string): Promise<void> {
    const parents = await this.root.api.filter.listAll<BusinessInfo>({ pid: PIDS.business, filter: { businessgrade: 0 } });
    runInAction(() => {
      this.parents = Array.isArray(parents) ? parents : [];
      const parent = this.parents.some((p) => p.did === wanted) ? wanted : this.parents.length === 1 ? this.parents[0]!.did : '';
      if (parent === this.currentParent) return;
      this.currentParent = parent;
      this.currentStore = '';
      this.customStore = null;
      this.storeInfo = null;
      this.organizations = [];
      this.stores = [];
    });
    await this.loadStores();
  }

  /**
   * Reads the parents and stores again without a new sign-in (after store-management saved):
   * the selection stays while it is still offered; a disabled or removed one is dropped. A
   * failure keeps the lists as they were (the next sign-in reads them anyway).
   */
  async refresh(): Promise<void> {
    if (this.status !== 'ready') return;
    try {
      await this.readLists(this.currentParent);
      runInAction(() => {
        if (!this.currentStore) {
          this.storeInfo = null;
          this.organizations = [];
        }
        this.revision += 1;
      });
    } catch (error) {
      if (!isQuietFailure(error)) this.root.log.warn(`project lists not refreshed: ${String(error)}`);
    }
  }

  clear(): void {
    this.parents = [];
    this.stores = [];
    this.currentParent = '';
    this.currentStore = '';
    this.customStore = null;
    this.storeInfo = null;
    this.organizations = [];
    this.status = 'idle';
    this.dialog = 'none';
    this.revision = 0;
  }

  get parent(): BusinessInfo | undefined {
    return this.parents.find((p) => p.did === this.currentParent);
  }

  get store(): BusinessInfo | undefined {
    return this.stores.find((s) => s.did === this.currentStore);
  }

  get hasStore(): boolean {
    return this.currentStore !== '';
  }

  /**
   * Moves to a store named from outside the picker (a scanned label): within the current parent
   * business at once ('moved'); in another one the choice is saved and the caller reloads into its
   * page ('reload', as a new parent always reloads, spec §4); 'none' when the user is offered neither.
   */
  async moveToStore(parent: string | undefined, store: string): Promise<'moved' | 'reload' | 'none'> {
    if (this.stores.some((s) => s.did === store)) {
      if (store !== this.currentStore) this.selectStore(store);
      return 'moved';
    }
    if (!parent || parent === this.currentParent || !this.parents.some((p) => p.did === parent)) return 'none';
    this.root.habit.update({ currentParentbusiness: parent, currentStore: store });
    await this.root.habit.flush();
    return 'reload';
  }

  /** A store, or a district chosen in the picker's district mode. */
  get hasProject(): boolean {
    return this.hasStore || this.customStore !== null;
  }

  /** Spec §5: only stores with province and city codes. */
  get subStores(): SubStore[] {
    return locatedStores(this.stores).map(({ did, name, provincecode, citycode }) => ({ did, name, provincecode, citycode }));
  }

  openDialog(dialog: ProjectDialog): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = 'none';
  }

  /**
   * Spec §4: a new parent business clears store, space, sub-stores and custom store, and
   * reloads the page (after the habit is saved, so the reload comes back to it).
   */
  async selectParent(did: string): Promise<void> {
    if (did === this.currentParent || !this.parents.some((p) => p.did === did)) return;
    this.currentParent = did;
    this.currentStore = '';
    this.customStore = null;
    this.storeInfo = null;
    this.organizations = [];
    this.stores = [];
    this.dialog = 'none';
    this.root.habit.update({ currentParentbusiness: did, currentStore: '' });
    await this.root.habit.flush();
    this.root.reloadPage();
  }

  /** Changing only the store updates the info, without a reload. */
  selectStore(did: string, custom: CustomStore | null = null): void {
    if (!this.stores.some((s) => s.did === did)) return;
    this.currentStore = did;
    this.customStore = custom;
    this.dialog = 'none';
    this.root.habit.update({ currentStore: did });
    void this.loadStoreInfo();
  }

  /** The organization path of the current store, root first, for display. */
  get organizationPath(): string[] {
    return [...this.organizations].reverse().map((org) => org.name).filter(Boolean);
  }

  /** District mode of the picker: a province and city, no single store. */
  selectDistrict(custom: CustomStore): void {
    this.currentStore = '';
    this.storeInfo = null;
    this.organizations = [];
    this.customStore = custom;
    this.dialog = 'none';
    this.root.habit.update({ currentStore: '' });
  }

  private async loadStores(): Promise<void> {
    const parent = this.currentParent;
    if (!parent) return;
    const stores = await this.root.api.filter.listAll<BusinessInfo>({ pid: PIDS.business, filter: { businessgrade: 1, uppergrade: parent } });
    const remembered = this.root.habit.habit.currentStore;
    runInAction(() => {
      this.stores = Array.isArray(stores) ? stores : [];
      const located = locatedStores(this.stores);
      // With a single store the dialog is skipped: it is selected right away (spec §4).
      const sole = located.length === 1 ? located[0]!.did : '';
      this.currentStore = located.some((s) => s.did === remembered) ? remembered : sole;
    });
    if (this.currentStore) {
      this.root.habit.update({ currentParentbusiness: parent, currentStore: this.currentStore });
      await this.loadStoreInfo();
    } else {
      this.root.habit.update({ currentParentbusiness: parent });
    }
  }

  /** A failed store-info fetch is logged only (spec §8); then the store's organization path. */
  private async loadStoreInfo(): Promise<void> {
    const query = { parentbusiness: this.currentParent, store: this.currentStore };
    const organization = this.store?.organization ?? '';
    runInAction(() => (this.organizations = []));
    try {
      const info = await this.root.api.space.storeInfo(query);
      runInAction(() => {
        if (query.store === this.currentStore) this.storeInfo = info ?? null;
      });
    } catch (error) {
      if (!isQuietFailure(error)) this.root.log.warn(`store info not loaded for ${query.store}: ${String(error)}`);
    }
    // The organization path is only the badge's tooltip: up to five lookups one after another, so the
    // console does not wait for them (on a phone network each is half a second).
    void this.loadOrganizations(query.store, organization);
  }

  private async loadOrganizations(store: string, start: string): Promise<void> {
    if (!start) return;
    // A lookup after the store changed or the app was disposed ends the walk (nothing starts after dispose).
    const fetch = (did: string) =>
      store !== this.currentStore || this.root.disposed
        ? Promise.resolve(null)
        : this.root.api.filter.info<OrganizationRecord>({ pid: PIDS.organization, did }, { silent: true }).catch(() => null);
    const chain = await organizationChain(start, fetch);
    runInAction(() => {
      if (store === this.currentStore) this.organizations = chain;
    });
  }
}
