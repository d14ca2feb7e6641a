import { MAX_UPLOAD_BYTES, type FileRecord } from '../../../src/api/pageConfig.ts';
import { secretId, type Secrets } from './core/secrets.ts';
import type { UserRecord } from './users.ts';
import { notFound } from './core/notFound.ts';
import { fileTooLarge, invalidField } from './core/shapeErrors.ts';
import { keyedRefusal, said } from './core/said.ts';

/** An uploaded file, kept in memory with its owner. */
export interface StoredFile extends FileRecord {
  bytes: Uint8Array;
  companyid: string;
  userdid: string;
}

/**
 * Path that serves a file back by did: to a session of the owning company, or through a signed
 * link (`core/fileLinks.ts`) for what cannot send the session header (`<img src>`, `<video src>`).
 */
export const FILE_PATH = '/vt/staticfile/get';

/** Everything uploaded since the last reset, bounded per file and in total. */
export class FileStore {
  private readonly files = new Map<string, StoredFile>();
  private total = 0;

  constructor(
    // Ids nobody can compute: the first upload's id is not the same after every start.
    private readonly secrets: Secrets,
    private readonly now: () => number,
    readonly maxFileBytes = MAX_UPLOAD_BYTES,
    readonly maxTotalBytes = 20 * MAX_UPLOAD_BYTES,
  ) {}

  add(user: UserRecord, name: string, type: string, bytes: Uint8Array): FileRecord {
    const label = name.trim().slice(0, 200) || 'file';
    if (bytes.byteLength > this.maxFileBytes) {
      throw fileTooLarge(`file too large: ${label} has ${bytes.byteLength} bytes, over the ${megabytes(this.maxFileBytes)} limit`, megabytes(this.maxFileBytes));
    }
    if (bytes.byteLength === 0) throw invalidField('file', `${label} is empty`);
    if (this.total + bytes.byteLength > this.maxTotalBytes) {
      throw keyedRefusal(said(`file storage full: delete files first (${megabytes(this.maxTotalBytes)} in all)`, 'request.storageFull', { limit: megabytes(this.maxTotalBytes) }));
    }
    const did = secretId(this.secrets, 'file');
    const record: FileRecord = {
      did,
      name: label,
      size: bytes.byteLength,
      type: type || 'application/octet-stream',
      url: `${FILE_PATH}?did=${did}`,
      createtime: new Date(this.now()).toISOString(),
    };
    this.files.set(did, { ...record, bytes, companyid: user.companyid, userdid: user.did });
    this.total += bytes.byteLength;
    return record;
  }

  get(did: string): StoredFile | undefined {
    return this.files.get(did);
  }

  /** Files belong to the uploader's company: others cannot see or delete them. */
  owned(user: UserRecord, did: string): StoredFile | undefined {
    const file = this.files.get(did);
    return file && file.companyid === user.companyid ? file : undefined;
  }

  remove(user: UserRecord, did: string): void {
    const file = this.owned(user, did);
    if (!file) throw notFound('file', did);
    this.files.delete(did);
    this.total -= file.size;
  }
}

/** 5 MB, 5.2 MB: a size as people read it. */
export function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
