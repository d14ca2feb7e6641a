import type { CallOptions, HttpClient, UploadProgress } from '../http';
import { UPLOAD_FIELD } from '../pageConfig';
import { sendResumable } from '../resumable/resumableUpload';
import { MEDIA_TUS_PATH } from '../uploadPaths';
import { SIGNAGE_PIDS, type MediaItem, type MediaList, type MediaPatch, type MediaQuery, type MediaUsage } from './types';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** What the browser read of a file before sending it (all optional: it may report them later). */
export interface MediaUploadMeta {
  durationMs?: number;
  width?: number;
  height?: number;
  tags?: string[];
}

export interface MediaUploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** A resumable upload's extras: the file's content hash (it resumes by it) and whose upload it is. */
export interface ResumableMediaOptions extends MediaUploadOptions {
  signal: AbortSignal;
  hash: string;
  /** The user chose to keep both copies of a file the library already holds. */
  keepDuplicate?: boolean;
  owner: { companyid: string; userid: string };
  storage?: Storage;
  chunkBytes?: number;
  retryDelays?: number[];
}

/**
 * The metadata a resumable upload is created with (tus: text values). The content hash lets the
 * server find the same bytes in the library; `duplicate: keep` says the user wants both copies.
 */
function metadataOf(file: Blob, name: string, meta: MediaUploadMeta, opts: { hash: string; keepDuplicate?: boolean }): Record<string, string> {
  const out: Record<string, string> = { filename: name, filetype: file.type };
  if (opts.hash) out.contenthash = opts.hash;
  if (opts.keepDuplicate) out.duplicate = 'keep';
  if (meta.durationMs !== undefined) out.durationMs = String(Math.round(meta.durationMs));
  if (meta.width !== undefined) out.width = String(meta.width);
  if (meta.height !== undefined) out.height = String(meta.height);
  if (meta.tags?.length) out.tags = meta.tags.join(',');
  return out;
}

/** The media library (types.ts lists the calls): uploads and deletes go through the file service. */
export function createMediaApi(http: HttpClient) {
  return {
    list: (query: MediaQuery, opts?: Read) => http.post<MediaList>('/sfsaas/api/signage/media/list', query, opts),
    update: (patch: MediaPatch, opts?: Write) => http.post<MediaItem>('/sfsaas/api/signage/media/update', patch, opts),
    usage: (query: { pid: string; did: string }, opts?: Read) => http.post<MediaUsage>('/sfsaas/api/signage/media/usage', query, opts),
    upload: (file: Blob, name: string, meta: MediaUploadMeta = {}, opts: MediaUploadOptions = {}) => {
      const form = new FormData();
      // Text fields first: the server reads them before the file's bytes.
      if (meta.durationMs !== undefined) form.append('durationMs', String(Math.round(meta.durationMs)));
      if (meta.width !== undefined) form.append('width', String(meta.width));
      if (meta.height !== undefined) form.append('height', String(meta.height));
      if (meta.tags?.length) form.append('tags', meta.tags.join(','));
      form.append(UPLOAD_FIELD, file, name);
      return http.upload<MediaItem>(`/vt/staticfile/upload?pid=${SIGNAGE_PIDS.media}`, form, { signal: opts.signal, onUploadProgress: opts.onProgress });
    },
    /**
     * The same upload in chunks that survive a cut connection and a reload (tus): progress reports
     * the bytes the server confirmed.
     */
    uploadResumable: (file: Blob, name: string, meta: MediaUploadMeta, opts: ResumableMediaOptions) =>
      sendResumable(http, {
        endpoint: `${MEDIA_TUS_PATH}?pid=${SIGNAGE_PIDS.media}`,
        file,
        metadata: metadataOf(file, name, meta, opts),
        // A copy kept on purpose is an upload of its own: it must not resume the first copy's.
        fingerprint: opts.keepDuplicate ? `${opts.hash}#copy` : opts.hash,
        owner: opts.owner,
        signal: opts.signal,
        storage: opts.storage,
        chunkBytes: opts.chunkBytes,
        retryDelays: opts.retryDelays,
        onConfirmed: (loaded) => opts.onProgress?.({ loaded, total: file.size, fraction: file.size > 0 ? loaded / file.size : 1 }),
      }) as Promise<MediaItem>,
    remove: (did: string, opts?: Write) => http.remove<{ did: string }>('/vt/staticfile/delete', { did, pid: SIGNAGE_PIDS.media }, opts),
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
