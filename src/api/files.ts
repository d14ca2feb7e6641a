import type { HttpClient, UploadProgress } from './http';
import { UPLOAD_FIELD, type FileLink, type FileRecord } from './pageConfig';

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the file's bytes leave (axios' upload progress): per file, so a list can show each one. */
  onProgress?: (progress: UploadProgress) => void;
}

/** `/vt/staticfile/*` (spec §7): multipart upload, delete by query, signed links for `<img>`/`<video>`. */
export function createFilesApi(http: HttpClient) {
  return {
    upload: (file: Blob, name: string, opts: UploadOptions = {}) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, name);
      return http.upload<FileRecord>('/vt/staticfile/upload', form, { signal: opts.signal, onUploadProgress: opts.onProgress });
    },
    remove: (did: string) => http.remove<unknown>('/vt/staticfile/delete', { did }),
    /** Signed links to the caller's company's files (others get none); a missing link shows as no file, not as an error. */
    links: (dids: readonly string[]) => http.post<{ links: FileLink[] }>('/vt/staticfile/links', { dids }, { hideError: true }),
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
