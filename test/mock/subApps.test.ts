// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SubApp } from '../../src/api/types';
import { call, login, startMockBackend } from './support';

/** The app switcher's list names no other person: a whitelisted sub-app is offered only to the people on its list (issue 35 §8). */

startMockBackend();
const apps = async (session: string) => (await call<SubApp[]>('/sfsaas/api/user/minimodule', { session })).envelope.result;

describe('sub-apps of the app switcher', () => {
  it('offers Carbon Lab to the admin it whitelists, its list naming the admin alone', async () => {
    const lab = (await apps(await login())).find((app) => app.key === 'carbon-lab');
    expect(lab).toMatchObject({ online: true, whitelist: ['u-1001'] });
  });

  it('does not show another company’s user the app nor the first company’s userid', async () => {
    const answer = await apps(await login('ggadmin', 'greengrid123'));
    expect(answer.map((app) => app.key)).toEqual(['cem-platform', 'ops-portal', 'smart-bnb', 'legacy-bi']);
    expect(JSON.stringify(answer)).not.toContain('u-1001');
  });
});
