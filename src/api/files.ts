import type { HttpClient } from './http';
import { UPLOAD_FIELD, type FileRecord } from './pageConfig';

/** `/vt/staticfile/*` (spec §7): multipart upload, and delete by query. */
export function createFilesApi(http: HttpClient) {
  return {
    upload: (file: Blob, name: string, opts?: { signal?: AbortSignal }) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, name);
      return http.upload<FileRecord>('/vt/staticfile/upload', form, opts);
    },
    remove: (did: string) => http.remove<unknown>('/vt/staticfile/delete', { did }),
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
