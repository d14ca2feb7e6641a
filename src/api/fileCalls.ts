import { FILE_GET_PATH } from './pageConfig';
import type { RawCall } from './rawCall';

// A file of the file service as an `<img>`, `<video>` or a link loads it (ui/files/useFileLink.ts
// signs it through /vt/staticfile/links first), for the API contract.

export const FILE_CALLS = [
  {
    method: 'get',
    path: FILE_GET_PATH,
    summary: 'A file’s bytes: by a signed link (no session), or with the session headers.',
    query: {
      did: { required: true, description: 'The file.' },
      exp: { required: false, description: 'A signed link’s expiry (epoch milliseconds).', pattern: '^[0-9]+$' },
      sig: { required: false, description: 'A signed link’s signature of did and exp.' },
      pid: { required: false, description: 'The page asking (audited on a refused read).' },
    },
    answers: {
      200: { description: 'The file in its own type (inline, or an attachment for types a browser would run); a request without did gets the keyed refusal envelope.', body: 'binary' },
      404: { description: 'No such file for this caller: another company’s, deleted, or a link expired or not signed by the server.', body: 'refusal' },
    },
  },
] as const satisfies readonly RawCall[];
