// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Agenda } from '../../../src/api/signage/scheduleTypes';
import { call, login, startMockBackend } from '../support';

const SEED = Date.parse('2026-11-01T00:00:00+08:00'); // a Sunday, midnight in Shanghai
startMockBackend({ now: () => SEED });

const agenda = async (body: Record<string, unknown>) => (await call<Agenda>('/sfsaas/api/signage/schedule/agenda', { session: await login(), body: { pid: 'p-screen-summary', ...body } })).envelope;

describe('what plays now (the screen summary)', () => {
  it('answers for now on the world clock, as a local time of the asked zone (Shanghai by default)', async () => {
    const here = await agenda({ group: 'group-c-1001-02' });
    expect([here.result.at, here.result.weekday, here.result.playing]).toEqual(['2026-11-01T00:00', 7, ['Lobby channel']]);
    expect((await agenda({ group: 'group-c-1001-02', zone: 'Europe/London' })).result.at).toBe('2026-10-31T16:00');
    // The lobby group is switched off by its power schedule at midnight.
    expect((await agenda({ group: 'group-c-1001-01' })).result).toMatchObject({ poweredOn: false, playing: [] });
    expect(await agenda({ group: 'group-c-1001-02', zone: 'Mars/Olympus' })).toMatchObject({ status: -1, result: { errors: [expect.objectContaining({ field: 'zone', messageKey: 'validation.pattern' })] } });
  });
});
