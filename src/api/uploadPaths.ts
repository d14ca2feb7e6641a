/**
 * Resumable media uploads (the tus 1.0.0 protocol): `POST` here creates an upload
 * (`?pid=p-media-manage`, `Upload-Length`, `Upload-Metadata`), `HEAD`/`PATCH` on the `Location` it
 * answers (`/vt/staticfile/tus/upload?id=<id>`) read and extend its offset; the last chunk's answer carries
 * the media record as an ordinary envelope.
 */
export const MEDIA_TUS_PATH = '/vt/staticfile/tus';

/** The protocol version both sides speak (`Tus-Resumable`). */
export const TUS_VERSION = '1.0.0';

/**
 * The size of each chunk the console sends: a cut connection costs at most this much again, and
 * the bar (bytes the server confirmed) moves once per chunk: 4 MB keeps that under a second here.
 */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;
