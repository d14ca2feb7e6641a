import type { Api } from '../../../api';
import { signageApi } from '../../../api/signage';
import { DEFAULT_MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaItem } from '../../../api/signage/types';
import { readMediaInfo } from '../../../lib/media/readMediaInfo';
import type { SendFile } from '../../../stores/uploads/UploadQueue';
import type { UploadRules } from '../../../stores/uploads/uploadRules';

/** The library's files in the console-wide upload queue. */
export const MEDIA_PURPOSE = 'media';

/** What the library takes, checked before a byte is sent (the server checks again). */
export const MEDIA_UPLOAD_RULES: UploadRules = { types: Object.keys(MEDIA_TYPES), maxBytes: DEFAULT_MEDIA_MAX_BYTES };

/**
 * Sends one file to the library with what the browser reads of it first (duration, resolution),
 * so the server needs no decoder; what cannot be read is left out and the file still goes.
 * `owner` keeps the remembered unfinished uploads per company and user.
 */
export function mediaSender(api: Api, tags: readonly string[], owner: { companyid: string; userid: string }): SendFile<MediaItem> {
  return async (file, { signal, onProgress, hash, keepDuplicate }) => {
    const info = await readMediaInfo(file);
    if (signal.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
    const meta = {
      durationMs: info?.durationS !== undefined ? info.durationS * 1000 : undefined,
      width: info?.width || undefined,
      height: info?.height || undefined,
      tags: [...tags],
    };
    // In chunks, resumable after a cut connection or a reload (by the file's hash, per user).
    return signageApi(api).media.uploadResumable(file, file.name, meta, { signal, onProgress, hash, keepDuplicate, owner });
  };
}
