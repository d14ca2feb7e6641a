import { T } from '../targets';
import { companyWrite, read, write, type Probe, type Samples } from './probe';

const MEDIA = 'p-media-manage';
const TUS = { 'tus-resumable': '1.0.0' };
const PLAYLIST = 'p-playlist';
const CHANNEL = 'p-program-channel';
const GROUPS = 'p-screen-group';
const PLAYGRID = 'p-playgrid';
const SUMMARY = 'p-screen-summary';
const cast = (ope: string, probe: Probe): Probe => ({ ...probe, query: { ope } });

/** Signage: the media library, playlists, channels, screen groups, schedules and the screens themselves (src/api/signage). */
export const SIGNAGE_SAMPLES: Samples = {
  'POST /sfsaas/api/signage/media/list': [read({ pid: MEDIA })],
  // Resumable uploads (tus): one into the caller's own library; another company's upload id is unknown.
  'POST /vt/staticfile/tus': [read(undefined, { query: { pid: MEDIA }, headers: { ...TUS, 'upload-length': '5', 'upload-metadata': 'filename cHJvYmUucG5n,filetype aW1hZ2UvcG5n' }, note: 'a resumable upload into the caller’s own media library' })],
  'HEAD /vt/staticfile/tus/upload': [read(undefined, { query: { id: T.media }, headers: TUS })],
  'PATCH /vt/staticfile/tus/upload': [write(undefined, { query: { id: T.media }, headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } })],
  'DELETE /vt/staticfile/tus/upload': [write(undefined, { query: { id: T.media }, headers: TUS })],
  'POST /sfsaas/api/signage/media/update': [companyWrite({ pid: MEDIA, did: T.media, tags: ['taken'] })],
  'POST /sfsaas/api/signage/media/usage': [read({ pid: MEDIA, did: T.media })],
  'POST /sfsaas/api/signage/playlist/list': [read({ pid: PLAYLIST })],
  'POST /sfsaas/api/signage/playlist/get': [read({ pid: PLAYLIST, did: T.playlist })],
  'POST /sfsaas/api/signage/playlist/save': [companyWrite({ pid: PLAYLIST, did: T.playlist, name: 'Taken', items: [], version: 1 })],
  'POST /sfsaas/api/signage/playlist/remove': [companyWrite({ pid: PLAYLIST, did: T.playlist })],
  'POST /sfsaas/api/signage/playlist/addMedia': [companyWrite({ pid: PLAYLIST, mediaDid: T.media, playlists: [T.playlist] })],
  'POST /sfsaas/api/signage/channel/list': [read({ pid: CHANNEL })],
  'POST /sfsaas/api/signage/channel/get': [read({ pid: CHANNEL, did: T.channel })],
  'POST /sfsaas/api/signage/channel/save': [companyWrite({ pid: CHANNEL, did: T.channel, name: 'Taken', layout: 'split-ticker', version: 1 })],
  'POST /sfsaas/api/signage/channel/remove': [companyWrite({ pid: CHANNEL, did: T.channel })],
  'POST /sfsaas/api/signage/group/list': [read({ pid: GROUPS })],
  'POST /sfsaas/api/signage/group/save': [companyWrite({ pid: GROUPS, did: T.screenGroup, name: 'Taken', kind: 'tag', tag: 'lobby' })],
  'POST /sfsaas/api/signage/group/power': [companyWrite({ pid: GROUPS, did: T.screenGroup, power: [] })],
  'POST /sfsaas/api/signage/group/remove': [companyWrite({ pid: GROUPS, did: T.screenGroup })],
  'POST /sfsaas/api/signage/schedule/list': [read({ pid: PLAYGRID }), read({ pid: PLAYGRID, group: T.screenGroup })],
  'POST /sfsaas/api/signage/schedule/save': [companyWrite({ pid: PLAYGRID, did: T.scheduleEvent, name: 'Taken', channel: T.channel, target: T.screenGroup, repeat: 'weekly', from: '2026-11-01', to: '2027-01-31', weekdays: [1], daypart: null, priority: 0, version: 1 })],
  'POST /sfsaas/api/signage/schedule/remove': [companyWrite({ pid: PLAYGRID, did: T.scheduleEvent })],
  'POST /sfsaas/api/signage/schedule/agenda': [read({ pid: SUMMARY, group: T.screenGroup }), read({ pid: SUMMARY, group: T.screenGroup, at: '2026-11-02T09:00' })],
  'POST /vtproxy/castscreen/common': [
    cast('getbindscreen', read({ pid: GROUPS })),
    cast('getbindscreen', read({ pid: GROUPS, group: T.screenGroup })),
    cast('transferbind', write({ pid: GROUPS, screen: T.screen, group: null })),
    cast('transferwithcreate', write({ pid: GROUPS, name: 'Counter', store: 'st-1001-01', space: 'sp-st-1001-01-01-f01-r02', tags: [], group: null })),
    cast('sendcommand', write({ pid: SUMMARY, screens: [T.screen], cmd: 'reboot' })),
    cast('commandresult', read({ pid: SUMMARY, ids: [T.screenCommand] })),
  ],
};
