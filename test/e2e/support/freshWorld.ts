// Every browser file starts on the seed: what an earlier file on this worker changed (a language
// saved in a user's header habit, simulated time, sessions) must not decide what the next one sees,
// and a file need not reset what it changes on its way out.
import { beforeAll } from 'vitest';
import { mockControl } from './console';
import { harnessUrl, standalonePort } from './workerServers';

beforeAll(async () => {
  await Promise.all([mockControl(`http://127.0.0.1:${standalonePort()}`, 'reset'), mockControl(harnessUrl(), 'reset')]);
});
