import type { HttpClient } from './http';
import type { ManifestEntry } from './types';

export function createManifestApi(http: HttpClient) {
  return {
    /** Screen key (pid) → component path, plus the fallback entry flagged main (spec §7). */
    get: () => http.post<ManifestEntry[]>('/sfadapter/v1/manifest', {}),
  };
}

export type ManifestApi = ReturnType<typeof createManifestApi>;
