// Every browser file starts on the seed: what an earlier file on this worker changed (a language
// saved in a user's header habit, simulated time, sessions) must not decide what the next one sees,
// and a file need not reset what it changes on its way out.
import { beforeAll } from 'vitest';
import { mockControl } from './console';
import { harnessUrl, standaloneOrigin } from './workerServers';

beforeAll(async () => {
  await Promise.all([mockControl(standaloneOrigin(), 'reset'), mockControl(harnessUrl(), 'reset')]);
});
