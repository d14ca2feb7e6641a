import { CHANNEL_RULES, MEDIA_RULES, PLAYLIST_RULES, SCHEDULE_EVENT_RULES, SCREEN_GROUP_RULES, SCREEN_RULES } from '../../../../src/api/signage/rules';
import { ROOM_RULES, SPEAKER_RULES, STAY_RULES } from '../../../../src/api/smartbnb/rules';
import type { FormAudit } from '../audit';

const PLAYLIST = 'p-playlist';
/** Seeded records of the first company (test/mock/isolation/targets.ts). */
const MEDIA = 'media-c-1001-01';
const CHANNEL = 'channel-c-1001-01';
const GROUP = 'group-c-1001-01';
const HOTEL = 'st-1001-04';
const HOTEL_ROOM = 'sp-st-1001-04-02-f02-r02';

/** The signage forms and the endpoints they send to. */
const SIGNAGE: readonly FormAudit[] = [
  {
    forms: ['src/screens/signage/playlist/NewPlaylistDialog.tsx', 'src/screens/signage/playlist/PlaylistEditor.tsx', 'src/screens/signage/playlist/PlaylistItemRow.tsx'],
    bookName: 'PLAYLIST_RULES',
    book: PLAYLIST_RULES,
    endpoint: 'POST /sfsaas/api/signage/playlist/save',
    sample: () => ({ pid: PLAYLIST, name: 'Lobby loop', items: [{ mediaDid: MEDIA, durationMs: 10_000 }] }),
    at: { seconds: { path: 'items.0.durationMs', reported: 'items[0].durationMs', scale: 1000 } },
  },
  {
    forms: ['src/screens/signage/channel/ChannelDialog.tsx'],
    bookName: 'CHANNEL_RULES',
    book: CHANNEL_RULES,
    endpoint: 'POST /sfsaas/api/signage/channel/save',
    sample: () => ({ pid: 'p-program-channel', name: 'Lobby', layout: 'split-ticker', regions: {}, tickerText: 'Welcome', defaultPlaylist: null }),
  },
  {
    forms: ['src/screens/signage/media/MediaDialogs.tsx'],
    bookName: 'MEDIA_RULES',
    book: MEDIA_RULES,
    endpoint: 'POST /sfsaas/api/signage/media/update',
    sample: () => ({ pid: 'p-media-manage', did: MEDIA, name: 'Lobby still', tags: ['lobby'] }),
    at: { tag: { path: 'tags.0', reported: 'tags[0]' } },
  },
  {
    forms: ['src/screens/signage/groups/GroupDialog.tsx'],
    bookName: 'SCREEN_GROUP_RULES',
    book: SCREEN_GROUP_RULES,
    endpoint: 'POST /sfsaas/api/signage/group/save',
    // A tag group: its tag is required (a static group sends none).
    sample: () => ({ pid: 'p-screen-group', name: 'Menu boards', kind: 'tag', tag: 'menu' }),
  },
  {
    forms: ['src/screens/signage/groups/AddScreenDialog.tsx'],
    bookName: 'SCREEN_RULES',
    book: SCREEN_RULES,
    endpoint: 'POST /vtproxy/castscreen/common?ope=transferwithcreate',
    sample: () => ({ pid: 'p-screen-group', name: 'Counter', store: 'st-1001-01', space: 'sp-st-1001-01-01-f01-r02', tags: ['lobby'], resolution: '1920x1080', group: null }),
    at: { tag: { path: 'tags.0', reported: 'tags[0]' } },
    unlike: { resolution: '1920*1080' },
  },
  {
    forms: ['src/screens/signage/playgrid/EventDialog.tsx'],
    bookName: 'SCHEDULE_EVENT_RULES',
    book: SCHEDULE_EVENT_RULES,
    endpoint: 'POST /sfsaas/api/signage/schedule/save',
    sample: () => ({ pid: 'p-playgrid', name: 'Breakfast menu', channel: CHANNEL, target: GROUP, repeat: 'weekly', from: '2026-11-01', to: '2027-01-31', weekdays: [1, 2, 3], daypart: { start: '07:00', end: '10:00' }, priority: 5 }),
  },
];

/** The smart-bnb forms and the endpoints they send to. */
const SMARTBNB: readonly FormAudit[] = [
  {
    forms: ['src/screens/smartbnb/calendar/NewStayDialog.tsx'],
    bookName: 'STAY_RULES',
    book: STAY_RULES,
    endpoint: 'POST /officemerchant/airbnb/booking/create',
    // A family room (it sleeps the most guests the book allows) on days no seeded stay takes.
    sample: () => ({ pid: 'p-smartbnb-calendar', store: HOTEL, room: HOTEL_ROOM, guest: 'Ms Chen', guests: 1, from: '2026-12-20', to: '2026-12-22' }),
  },
  {
    forms: ['src/screens/smartbnb/music/SpeakerCard.tsx'],
    bookName: 'SPEAKER_RULES',
    book: SPEAKER_RULES,
    endpoint: 'POST /officemerchant/airbnb/music/set',
    sample: () => ({ pid: 'p-smartbnb-music-home', store: HOTEL, room: HOTEL_ROOM, cmd: { volume: 40 } }),
    at: { volume: { path: 'cmd.volume' } },
  },
  {
    // No console form creates a let room yet: the book is the API's, checked by the mock alone.
    forms: [],
    bookName: 'ROOM_RULES',
    book: ROOM_RULES,
    endpoint: 'POST /officemerchant/airbnb/createVirtualBusiness',
    sample: () => ({ pid: 'p-smartbnb-room', store: HOTEL, floor: 'sp-st-1001-04-02-f02', name: '299', type: 'standard', price: 300, area: 25 }),
  },
];

/** The forms of signage and smart-bnb and the endpoints they send to. */
export const SIGNAGE_AUDITS: readonly FormAudit[] = [...SIGNAGE, ...SMARTBNB];

/** Write endpoints of signage and smart-bnb without typed fields, and why. */
export const SIGNAGE_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {
  'PATCH /vt/staticfile/tus/upload': 'the tus protocol: headers and bytes of a chunk, sent by the upload queue, no form',
  'DELETE /vt/staticfile/tus/upload': 'the tus protocol: an upload abandoned by id, no form',
  'DELETE /vt/staticfile/delete': 'a media file removed by id (the media library’s delete dialog)',
  'POST /sfsaas/api/signage/playlist/remove': 'a removal by id',
  'POST /sfsaas/api/signage/playlist/addMedia': 'a file added to playlists chosen from a list; no form types its optional time on screen (the API’s durationMs takes the playlist book’s seconds)',
  'POST /sfsaas/api/signage/channel/remove': 'a removal by id',
  'POST /sfsaas/api/signage/group/power': 'power windows picked as weekdays and HH:mm times (fixed choices, checked as calendar values)',
  'POST /sfsaas/api/signage/group/remove': 'a removal by id',
  'POST /sfsaas/api/signage/schedule/remove': 'a removal by id',
  'POST /vtproxy/castscreen/common':
    'its one typed form, a new screen (ope=transferwithcreate), is audited as POST /vtproxy/castscreen/common?ope=transferwithcreate; the other opes bind by id or send a command of fixed choices (refresh, screenshot, reboot)',
  'POST /officemerchant/airbnb/room/cleaning': 'a state of fixed choices',
  'POST /officemerchant/airbnb/booking/move': 'a stay dragged on the calendar: a room by id and calendar days',
  'POST /officemerchant/airbnb/booking/cancel': 'a command on a stay by id',
  'POST /officemerchant/airbnb/booking/checkin': 'a command on a stay by id',
  'POST /officemerchant/airbnb/booking/checkout': 'a command on a stay by id',
  'POST /officemerchant/airbnb/scene/run': 'a scene of fixed choices',
};
