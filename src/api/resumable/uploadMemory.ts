import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { browserNow } from '../../lib/serverClock';

/** Uploads under way are remembered this long in the browser (the mock drops abandoned ones after 24 h). */
const REMEMBER_MS = 24 * 3600 * 1000;
const MAX_REMEMBERED = 50;

interface Remembered {
  fingerprint: string;
  upload: PreviousUpload;
}

function isRemembered(value: unknown): value is Remembered {
  if (typeof value !== 'object' || value === null) return false;
  const { fingerprint, upload } = value as Partial<Remembered>;
  if (typeof fingerprint !== 'string' || typeof upload !== 'object' || upload === null) return false;
  return typeof upload.uploadUrl === 'string' && typeof upload.urlStorageKey === 'string' && typeof upload.creationTime === 'string' && (upload.size === null || typeof upload.size === 'number');
}

/**
 * Where the upload URLs of unfinished uploads are kept across a reload, under one storage key per
 * company and user (the next user on this browser neither sees nor resumes them). What is read
 * back is checked entry by entry: anything malformed or older than a day is dropped.
 */
export class UploadMemory implements UrlStorage {
  private readonly key: string;

  constructor(
    owner: { companyid: string; userid: string },
    private readonly storage: Storage | undefined = globalThis.localStorage,
    private readonly now: () => number = browserNow,
  ) {
    this.key = `cem.uploads.${owner.companyid}.${owner.userid}`;
  }

  private read(): Remembered[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isRemembered).filter((entry) => this.now() - Date.parse(entry.upload.creationTime) < REMEMBER_MS);
  }

  private write(entries: Remembered[]): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(entries.slice(-MAX_REMEMBERED)));
    } catch {
      // Storage full or blocked: the upload goes on, it just cannot resume after a reload.
    }
  }

  async findAllUploads(): Promise<PreviousUpload[]> {
    return this.read().map((entry) => entry.upload);
  }

  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return this.read().filter((entry) => entry.fingerprint === fingerprint).map((entry) => entry.upload);
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    this.write(this.read().filter((entry) => entry.upload.urlStorageKey !== urlStorageKey));
  }

  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const urlStorageKey = `${fingerprint}::${this.now()}::${Math.random().toString(36).slice(2)}`;
    this.write([...this.read(), { fingerprint, upload: { ...upload, urlStorageKey } }]);
    return urlStorageKey;
  }
}
