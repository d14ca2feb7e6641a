import { makeAutoObservable, runInAction } from 'mobx';
import type { TenantInfo } from '../api/types';
import { parseJsonObject, stringField } from '../lib/safeJson';
import type { RootStore } from './RootStore';

const DEFAULT_NAME = 'CEM';

/** Tenant branding by host name (spec §1, §3): name, logo, favicon, copyright and display flags. */
export class TenantStore {
  info: TenantInfo | null = null;
  loaded = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TenantStore, 'root'>(this, { root: false });
  }

  /**
   * Loads the snapshot for this host (open, needed on the login page), then the tenant's
   * basic info; a failure of either keeps what the other gave.
   */
  async load(): Promise<void> {
    const host = this.root.runtime.hostname;
    const [snapshot, basic] = await Promise.allSettled([
      this.root.api.tenant.snapshot(host),
      this.root.api.tenant.basicInfo(host),
    ]);
    runInAction(() => {
      const fromSnapshot = snapshot.status === 'fulfilled' && Array.isArray(snapshot.value)
        ? snapshot.value.find((s) => s.hostname === host)
        : undefined;
      const fromBasic = basic.status === 'fulfilled' && basic.value ? basic.value : undefined;
      this.info = fromSnapshot || fromBasic ? ({ ...fromSnapshot, ...fromBasic } as TenantInfo) : null;
      this.loaded = true;
    });
  }

  /** The `comment` JSON (platformname, platformlogo, homepageimg), parsed defensively. */
  get comment(): { platformname?: string; platformlogo?: string; homepageimg?: string; frameOrigins: string[] } {
    const obj = parseJsonObject(this.info?.comment);
    const origins = obj?.frameOrigins;
    return {
      platformname: stringField(obj, 'platformname'),
      platformlogo: stringField(obj, 'platformlogo'),
      homepageimg: stringField(obj, 'homepageimg'),
      frameOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [],
    };
  }

  get platformName(): string {
    return this.comment.platformname || this.info?.platname || this.info?.pagename || DEFAULT_NAME;
  }

  /** The browser tab title. */
  get pageTitle(): string {
    return this.info?.pagename || this.platformName;
  }

  get logo(): string | undefined {
    return safeImage(this.comment.platformlogo) ?? safeImage(this.info?.hostlogo) ?? safeImage(this.info?.icon);
  }

  get favicon(): string | undefined {
    return safeImage(this.info?.favicon) ?? safeImage(this.info?.icon);
  }

  get copyright(): string | undefined {
    return this.info?.copyright || undefined;
  }

  get showLogo(): boolean {
    return this.flag(this.info?.isdisplaylogo);
  }

  get showName(): boolean {
    return this.flag(this.info?.isdisplayname);
  }

  get showCopyright(): boolean {
    return this.flag(this.info?.isdisplaycopyright) && Boolean(this.copyright);
  }

  /** issupportswitch: 0 none, 1 only main apps, otherwise all (spec §3). */
  get switchPolicy(): 'none' | 'main' | 'all' {
    const value = Number(this.info?.issupportswitch ?? 0);
    return value === 0 ? 'none' : value === 1 ? 'main' : 'all';
  }

  private flag(value: unknown): boolean {
    return value === undefined ? true : Number(value) === 1;
  }
}

/** Only http(s), same-origin paths and inline raster/SVG data are used as image sources. */
export function safeImage(src: unknown): string | undefined {
  if (typeof src !== 'string' || src === '') return undefined;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(src)) return src;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return /^https?:\/\//i.test(src) ? src : undefined;
}
