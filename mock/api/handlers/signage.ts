import { http, type HttpHandler } from 'msw';
import { authed, type AuthedInfo, authedWrite } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { expected, invalidField, oneOf } from '../db/core/shapeErrors.ts';
import { PLAYLIST_RULES } from '../../../src/api/signage/rules.ts';
import { MEDIA_KINDS, type MediaKind } from '../../../src/api/signage/types.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';
import type { ResourceKind } from '../db/core/resourceKinds.ts';

/** A short filter text, or undefined. */
const filterText = (body: Fields, key: string): string | undefined => optionalString(body, key)?.slice(0, 60) || undefined;

function kindOf(body: Fields): MediaKind | undefined {
  const kind = filterText(body, 'kind');
  if (kind !== undefined && !(MEDIA_KINDS as readonly string[]).includes(kind)) throw invalidField('kind', `expected ${MEDIA_KINDS.join(', ')}`, oneOf(MEDIA_KINDS));
  return kind as MediaKind | undefined;
}

/** A list of dids (1 to 50). */
function didsOf(body: Fields, key: string): string[] {
  const value = body[key];
  if (!Array.isArray(value) || value.length === 0 || value.length > 50 || value.some((did) => typeof did !== 'string' || did.trim() === '')) {
    throw invalidField(key, 'expected 1 to 50 dids', expected('list'));
  }
  return [...new Set(value.map((did: string) => did.trim()))];
}

/** An image's time on screen in ms, within the playlist book's seconds. */
function optionalDuration(body: Fields): number | undefined {
  const value = body.durationMs;
  if (value === undefined || value === null) return undefined;
  const [min, max] = [PLAYLIST_RULES.seconds.min * 1000, PLAYLIST_RULES.seconds.max * 1000];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw invalidField('durationMs', `expected ${min} to ${max} ms`, expected('integer'));
  return value;
}

/** The version an edit was made on, and whether it overwrites a newer one on purpose (issue 36 item 2). */
const sentVersion = (body: Fields) => ({ sent: body.version, overwrite: body.overwrite });

/** /sfsaas/api/signage/* (src/api/signage/types.ts lists the calls); uploads and deletes are the file service's. */
export function signageHandlers(db: Database): HttpHandler[] {
  const resolve = (answer: (body: Fields, user: AuthedInfo['user']) => unknown): Parameters<typeof authed>[1] => async ({ request, user }) => ok(answer(await readJson(request), user));
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user']) => unknown) => http.post(route(path), authed(db, resolve(answer)));
  // A write refused before its run (an unreadable body, a bad field) is audited too, as the records write it names.
  const write = (path: string, resource: ResourceKind, op: string | ((body: Fields | undefined) => string), answer: (body: Fields, user: AuthedInfo['user']) => unknown) =>
    http.post(route(path), authedWrite(db, { area: 'records', op, resource }, resolve(answer)));
  const saveOp = (kind: string) => (body: Fields | undefined) => (body?.did ? `${kind}-edit` : `${kind}-create`);
  const pid = (body: Fields) => requireString(body, 'pid');
  return [
    post('/sfsaas/api/signage/media/list', (body, user) =>
      db.signage.mediaList(user, pid(body), { kind: kindOf(body), tag: filterText(body, 'tag'), search: filterText(body, 'search') })),
    write('/sfsaas/api/signage/media/update', 'media', 'media-edit', (body, user) => {
      const { pid: page, did, ...input } = body;
      return db.signage.updateMedia(user, requireString({ pid: page }, 'pid'), requireString({ did }, 'did'), input);
    }),
    post('/sfsaas/api/signage/media/usage', (body, user) => db.signage.mediaUsage(user, pid(body), requireString(body, 'did'))),
    post('/sfsaas/api/signage/playlist/list', (body, user) => db.signage.playlistDesk.list(user, pid(body))),
    post('/sfsaas/api/signage/playlist/get', (body, user) => db.signage.playlistDesk.get(user, pid(body), requireString(body, 'did'))),
    write('/sfsaas/api/signage/playlist/save', 'playlist', saveOp('playlist'), (body, user) => {
      const did = body.did === undefined || body.did === null ? undefined : requireString(body, 'did');
      return db.signage.playlistDesk.save(user, pid(body), did, { name: body.name, items: body.items }, sentVersion(body));
    }),
    write('/sfsaas/api/signage/playlist/remove', 'playlist', 'playlist-delete', (body, user) => db.signage.playlistDesk.remove(user, pid(body), requireString(body, 'did'))),
    write('/sfsaas/api/signage/playlist/addMedia', 'playlist', 'playlist-add-media', (body, user) =>
      db.signage.playlistDesk.addMedia(user, pid(body), requireString(body, 'mediaDid'), didsOf(body, 'playlists'), optionalDuration(body))),
    post('/sfsaas/api/signage/channel/list', (body, user) => db.signage.channels.list(user, pid(body))),
    post('/sfsaas/api/signage/channel/get', (body, user) => db.signage.channels.get(user, pid(body), requireString(body, 'did'))),
    write('/sfsaas/api/signage/channel/save', 'channel', saveOp('channel'), (body, user) => {
      const { pid: page, did, version: _version, overwrite: _overwrite, ...input } = body;
      return db.signage.channels.save(user, requireString({ pid: page }, 'pid'), did === undefined || did === null ? undefined : requireString({ did }, 'did'), input, sentVersion(body));
    }),
    post('/sfsaas/api/signage/group/list', (body, user) => db.signage.screens.groupList(user, pid(body))),
    write('/sfsaas/api/signage/group/save', 'screen-group', saveOp('screen-group'), (body, user) => {
      const { pid: page, did, ...input } = body;
      return db.signage.screens.saveGroup(user, requireString({ pid: page }, 'pid'), did === undefined || did === null ? undefined : requireString({ did }, 'did'), input);
    }),
    write('/sfsaas/api/signage/group/power', 'screen-group', 'screen-group-power', (body, user) => db.signage.screens.setPower(user, pid(body), requireString(body, 'did'), body.power)),
    write('/sfsaas/api/signage/group/remove', 'screen-group', 'screen-group-delete', (body, user) => db.signage.screens.removeGroup(user, pid(body), requireString(body, 'did'))),
    post('/sfsaas/api/signage/schedule/list', (body, user) => db.signage.schedule.list(user, pid(body), filterText(body, 'group'))),
    write('/sfsaas/api/signage/schedule/save', 'schedule-event', saveOp('schedule'), (body, user) => {
      const { pid: page, did, version: _version, overwrite: _overwrite, ...input } = body;
      return db.signage.schedule.save(user, requireString({ pid: page }, 'pid'), did === undefined || did === null ? undefined : requireString({ did }, 'did'), input, sentVersion(body));
    }),
    write('/sfsaas/api/signage/schedule/remove', 'schedule-event', 'schedule-delete', (body, user) => db.signage.schedule.remove(user, pid(body), requireString(body, 'did'))),
    post('/sfsaas/api/signage/schedule/agenda', (body, user) =>
      body.at === undefined
        ? db.signage.schedule.agendaNow(user, pid(body), requireString(body, 'group'), optionalString(body, 'zone') || undefined)
        : db.signage.schedule.agenda(user, pid(body), requireString(body, 'group'), requireString(body, 'at'))),
    write('/sfsaas/api/signage/channel/remove', 'channel', 'channel-delete', (body, user) => db.signage.channels.remove(user, pid(body), requireString(body, 'did'))),
  ];
}
