import { APP_CONFIG } from '../../src/lib/config';
import { createRuntime } from '../../src/lib/runtime';
import { createServices } from '../../src/app/services';
import { createSafeStorage } from '../../src/lib/storage';
import { quietLog } from '../support/mountApp';

// Issue 21 item 8: each app instance (each mount builds its services) has its own axios instance,
// and disposing the instance's client aborts what it has in flight.
function services() {
  const storage = createSafeStorage(window.localStorage);
  const runtime = createRuntime({ mode: 'micro', mountElement: document.body, hostname: '127.0.0.1', publicBase: '/cem-platform/', storage });
  return createServices({ runtime, storage, config: APP_CONFIG, log: quietLog, notify: { error: () => undefined, success: () => undefined } });
}

describe('one axios instance per app instance', () => {
  it('two mounts build two instances; an interceptor added to one is not on the other', async () => {
    const a = services();
    const b = services();
    expect(a.http.axios).not.toBe(b.http.axios);
    const seenByA = vi.fn((config) => config);
    const seenByB = vi.fn((config) => config);
    a.http.axios.interceptors.request.use(seenByA);
    b.http.axios.interceptors.request.use(seenByB);
    // No network here: b's instance answers through a stand-in adapter.
    b.http.axios.defaults.adapter = async (config) => ({ data: '{"status":0,"result":7}', status: 200, statusText: 'OK', headers: {}, config });
    expect(await b.http.post('/sfsaas/api/x')).toBe(7);
    expect(seenByB).toHaveBeenCalledTimes(1);
    expect(seenByA).not.toHaveBeenCalled();
    for (const s of [a, b]) {
      s.root.dispose();
      s.http.dispose();
    }
  });
});
