import { PLAYLIST_RULES } from '../../../../src/api/signage/rules';
import type { FormAudit } from '../audit';

const PLAYLIST = 'p-playlist';

/** The forms of signage and smart-bnb and the endpoints they send to. */
export const SIGNAGE_AUDITS: readonly FormAudit[] = [
  {
    forms: ['src/screens/signage/playlist/NewPlaylistDialog.tsx', 'src/screens/signage/playlist/PlaylistEditor.tsx', 'src/screens/signage/playlist/PlaylistItemRow.tsx'],
    bookName: 'PLAYLIST_RULES',
    book: PLAYLIST_RULES,
    endpoint: 'POST /sfsaas/api/signage/playlist/save',
    sample: () => ({ pid: PLAYLIST, name: 'Lobby loop', items: [{ mediaDid: 'media-c-1001-01', durationMs: 10_000 }] }),
    at: { seconds: { path: 'items.0.durationMs', reported: 'items[0].durationMs', scale: 1000 } },
  },
];

/** Write endpoints of signage and smart-bnb without typed fields, and why. */
export const SIGNAGE_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {};
