import type { Api } from '../../../api';
import { FILE_GET_PATH, MAX_UPLOAD_BYTES } from '../../../api/pageConfig';
import type { SendFile } from '../../../stores/uploads/UploadQueue';
import type { UploadRules } from '../../../stores/uploads/uploadRules';

/** A photo from the site: any image the file service takes (the server checks again). */
export const TICKET_PHOTO_RULES: UploadRules = { types: ['image/'], maxBytes: MAX_UPLOAD_BYTES };

/** The queue's purpose of one ticket's photos: its screen follows only its own. */
export const ticketPhotoPurpose = (pid: string, did: string): string => `ticket-photo:${pid}:${did}`;

/** The file service's address of a stored file, which `useFileLink` signs for an `<img>`. */
export const fileAddress = (fileDid: string): string => `${FILE_GET_PATH}?did=${encodeURIComponent(fileDid)}`;

/**
 * Stores the photo in the company's files, then attaches it to the ticket through the ticket's own
 * list (an audited `ticket-photo` write with the old photo as its before). Resolves with the file's did.
 */
export function ticketPhotoSender(api: Api, pid: string, did: string): SendFile<string> {
  return async (file, { signal, onProgress }) => {
    const stored = await api.files.upload(file, file.name || 'photo.jpg', { signal, onProgress });
    if (signal.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
    await api.filter.update({ pid, did, cmd: { photo: stored.did } }, { hideError: true });
    return stored.did;
  };
}
