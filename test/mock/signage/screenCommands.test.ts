// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScreenCommandBatch, ScreenCommandRecord } from '../../../src/api/signage/screenCommandTypes';
import type { MediaList } from '../../../src/api/signage/types';
import { call, keyed, login, startMockBackend } from '../support';

const SEED = Date.parse('2026-11-01T00:00:00+08:00');
let now = SEED;
const backend = startMockBackend({ now: () => now });
const SUMMARY = 'p-screen-summary';
let admin = '';
beforeEach(async () => {
  now = SEED;
  admin = await login();
});

const cast = async <T>(ope: string, body: Record<string, unknown>, session = admin) => (await call<T>(`/vtproxy/castscreen/common?ope=${ope}`, { session, body: { pid: SUMMARY, ...body } })).envelope;
const send = (screens: string[], cmd: string, session = admin) => cast<ScreenCommandBatch>('sendcommand', { screens, cmd }, session);
const results = async (ids: string[]) => (await cast<ScreenCommandRecord[]>('commandresult', { ids })).result.map((r) => `${r.screen}:${r.cmd}:${r.state}${r.reasonKey ? `:${r.reasonKey.messageKey}` : ''}`);

describe('remote commands to screens', () => {
  it('answers an online screen 3 s after the send on the world clock; a screenshot carries its same-origin picture; each send audited', async () => {
    const sent = (await send(['screen-st-1001-01-01', 'screen-st-1001-01-02'], 'screenshot')).result.items;
    expect(sent.map((i) => [i.screen, i.accepted, i.accepted ? i.command.state : ''])).toEqual([['screen-st-1001-01-01', true, 'sent'], ['screen-st-1001-01-02', true, 'sent']]);
    const ids = sent.flatMap((i) => (i.accepted ? [i.command.id] : []));
    now = SEED + 2_999;
    expect(await results(ids)).toEqual(['screen-st-1001-01-01:screenshot:sent', 'screen-st-1001-01-02:screenshot:sent']);
    now = SEED + 3_000;
    expect(await results(ids)).toEqual(['screen-st-1001-01-01:screenshot:confirmed', 'screen-st-1001-01-02:screenshot:confirmed']);
    const [shot] = (await cast<ScreenCommandRecord[]>('commandresult', { ids })).result;
    expect(shot).toMatchObject({ doneAt: '2026-10-31T16:00:03.000Z', result: { screenshot: expect.stringMatching(/^\/vt\/staticfile\/get\?did=/) } });
    expect(backend.db.audit.query({ area: 'command', pid: SUMMARY }).map((row) => `${row.action}:${row.outcome}`)).toEqual(['screen-screenshot:ok', 'screen-screenshot:ok']);
  });

  it('refuses an offline screen at send with a key (audited); a screen still shown online but silent never answers and times out after 30 s', async () => {
    const items = (await send(['screen-st-1001-02-02', 'screen-st-1001-03-01', 'screen-st-1001-03-02'], 'reboot')).result.items;
    expect(items.map((i) => (i.accepted ? `${i.screen}:sent` : `${i.screen}:${i.messageKey}`))).toEqual([
      'screen-st-1001-02-02:signage.refusal.screenOffline',
      'screen-st-1001-03-01:sent',
      'screen-st-1001-03-02:sent',
    ]);
    const ids = items.flatMap((i) => (i.accepted ? [i.command.id] : []));
    now = SEED + 29_999;
    expect(await results(ids)).toEqual(['screen-st-1001-03-01:reboot:sent', 'screen-st-1001-03-02:reboot:confirmed']);
    now = SEED + 30_000;
    expect(await results(ids)).toEqual(['screen-st-1001-03-01:reboot:timeout:signage.refusal.noAnswer', 'screen-st-1001-03-02:reboot:confirmed']);
    const audit = backend.db.audit.query({ area: 'command', pid: SUMMARY }).filter((row) => row.action === 'screen-reboot');
    expect(audit.map((row) => `${row.target}:${row.outcome}:${row.messageKey ?? ''}`)).toEqual([
      'scmd-00002:ok:', 'scmd-00001:ok:', 'screen-st-1001-02-02:refused:signage.refusal.screenOffline',
    ]);
  });

  it('refuses a viewer, another page, an unknown command and another company’s screen', async () => {
    const viewer = await login('viewer', 'viewer123');
    expect(await send(['screen-st-1001-01-01'], 'reboot', viewer)).toMatchObject({ status: -45403 });
    expect(await cast('sendcommand', { pid: 'p-playlist', screens: ['screen-st-1001-01-01'], cmd: 'reboot' })).toMatchObject({ status: -45403, result: keyed('access.wrongPage') });
    expect(await send(['screen-st-1001-01-01'], 'shutdown')).toMatchObject({ status: -1, message: 'invalid field: cmd (expected refresh, screenshot, reboot)' });
    const other = await login('ggadmin', 'greengrid123');
    const items = (await send(['screen-st-1001-01-01'], 'refresh', other)).result.items;
    expect(items).toEqual([expect.objectContaining({ screen: 'screen-st-1001-01-01', accepted: false, messageKey: 'request.notFound' })]);
  });
});

describe('the media library from the smart-bnb music page', () => {
  it('lists the audio for a host on the music page, and not on a page outside the library', async () => {
    const host = await login('bnbhost', 'bnbhost123');
    const audio = await call<MediaList>('/sfsaas/api/signage/media/list', { session: host, body: { pid: 'p-smartbnb-music-home', kind: 'audio' } });
    expect(audio.envelope.message).toBe('ok');
    expect(audio.envelope.result.rows.map((row) => row.name)).toEqual(['door-chime.wav', 'closing-tone.wav']);
    const elsewhere = await call<MediaList>('/sfsaas/api/signage/media/list', { session: host, body: { pid: 'p-smartbnb-room', kind: 'audio' } });
    expect(elsewhere.envelope.status).toBe(-45403);
  });
});
