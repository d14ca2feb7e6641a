import type { RawCall, RawCallAnswer, RawParameter } from '../rawCall';
import { MEDIA_TUS_PATH, TUS_VERSION } from '../uploadPaths';

// The tus 1.0.0 exchanges tus-js-client makes through TusHttpStack (resumableUpload.ts), for the
// API contract: creation, the offset read on a resume, and the chunks. The console never terminates
// an upload (an abort keeps the server's part for a later resume), so DELETE is not one of its calls.

const BYTES = '^[0-9]+$';
const PROTOCOL = { required: true, description: 'The protocol version both sides speak.', value: TUS_VERSION } as const satisfies RawParameter;
const OFFSET = { required: true, description: 'The bytes the server holds.', pattern: BYTES } as const satisfies RawParameter;
const ID = { id: { required: true, description: 'The upload, as the creation’s Location names it.' } } as const;

/** The refusals every exchange can meet: keyed envelopes with an HTTP error status, as tus clients read them. */
const REFUSALS = {
  400: { description: 'A keyed refusal: the request, the file (type, size, metadata, duplicate) or the access.', body: 'refusal' },
  401: { description: 'The session is gone (status -45592).', body: 'refusal' },
  412: { description: 'Another protocol version (uploads.server.protocol).', body: 'refusal' },
  '5XX': { description: 'A server fault: tus-js-client tries again from the server’s offset.' },
} as const satisfies Readonly<Record<string, RawCallAnswer>>;

export const TUS_CALLS = [
  {
    method: 'post',
    path: MEDIA_TUS_PATH,
    summary: 'Creates a resumable upload into the media library; no bytes yet.',
    query: { pid: { required: true, description: 'The page the upload is for (p-media-manage).' } },
    headers: {
      'Tus-Resumable': PROTOCOL,
      'Upload-Length': { required: true, description: 'The file size in bytes.', pattern: BYTES },
      'Upload-Metadata': {
        required: false,
        description: 'key base64,key base64: filename, filetype, contenthash, duplicate, durationMs, width, height, tags.',
        pattern: '^[A-Za-z0-9_.-]+( [A-Za-z0-9+/]*={0,2})?(,[A-Za-z0-9_.-]+( [A-Za-z0-9+/]*={0,2})?)*$',
      },
    },
    answers: {
      201: {
        description: 'Created: its URL in Location.',
        headers: { Location: { required: true, description: 'The upload’s URL (…/tus/upload?id=…).' }, 'Upload-Offset': { required: false, description: '0.', pattern: BYTES }, 'Tus-Resumable': PROTOCOL },
      },
      ...REFUSALS,
    },
  },
  {
    method: 'head',
    path: `${MEDIA_TUS_PATH}/upload`,
    summary: 'Where a remembered upload stands (on a resume after a reload or a cut connection).',
    query: ID,
    headers: { 'Tus-Resumable': PROTOCOL },
    answers: {
      200: {
        description: 'Its offset and length (and the media record’s did once it is complete).',
        headers: {
          'Upload-Offset': OFFSET,
          'Upload-Length': { required: true, description: 'The declared size.', pattern: BYTES },
          'Upload-Result': { required: false, description: 'The did of the finished media record.' },
          'Tus-Resumable': PROTOCOL,
        },
      },
      ...REFUSALS,
    },
  },
  {
    method: 'patch',
    path: `${MEDIA_TUS_PATH}/upload`,
    summary: 'Sends one chunk at the server’s offset.',
    query: ID,
    headers: { 'Tus-Resumable': PROTOCOL, 'Upload-Offset': { ...OFFSET, description: 'Where this chunk starts: the offset the server confirmed.' } },
    body: 'application/offset+octet-stream',
    answers: {
      204: { description: 'Accepted; more to come.', headers: { 'Upload-Offset': OFFSET, 'Tus-Resumable': PROTOCOL } },
      200: { description: 'The last chunk: the media record the file became.', headers: { 'Upload-Offset': OFFSET, 'Tus-Resumable': PROTOCOL }, body: { envelope: 'MediaItem' } },
      409: { description: 'Not at the server’s offset, or another chunk of the upload is being written.', body: 'refusal' },
      415: { description: 'Not application/offset+octet-stream (uploads.server.contentType).', body: 'refusal' },
      ...REFUSALS,
    },
  },
] as const satisfies readonly RawCall[];
