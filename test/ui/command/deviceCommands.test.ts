import { isApiError } from '../../../src/api/errors';
import { batchOutcome, deviceCommandSource } from '../../../src/ui/command/deviceCommands';
import { setupMockBackend } from '../../support/backend';
import { signedInRoot } from '../../support/testRoot';

const backend = setupMockBackend();

/** A guest room's curtain at the hotel st-1001-04: the smart-bnb room page commands it. */
const CURTAIN = 'sp-st-1001-04-02-f02-r02-ct1';
const signal = () => new AbortController().signal;

let roots: Array<{ dispose: () => void }> = [];
afterEach(() => {
  roots.forEach((t) => t.dispose());
  roots = [];
});
async function adminApi() {
  const t = await signedInRoot('admin', 'admin123');
  roots.push(t);
  return t.root.api;
}

describe('deviceCommandSource (the device commands every domain sends through its tracker)', () => {
  it('sends one device’s command from the page that commands it, and reads the device’s answer back by id', async () => {
    const source = deviceCommandSource(await adminApi(), 'p-smartbnb-room');
    const [sent] = await source.send([CURTAIN], { position: 100 }, signal());
    expect(sent).toMatchObject({ target: CURTAIN, accepted: true });
    const id = sent!.accepted ? sent!.id : '';
    expect(await source.results([id], signal())).toEqual([{ id, life: 'sent', reason: undefined }]);
    backend.db.clock.skip(5000);
    expect(await source.results([id], signal())).toEqual([{ id, life: 'confirmed', reason: undefined }]);
  });

  it('is refused for a page that does not command that device, whatever the user may control there', async () => {
    const refusal = await deviceCommandSource(await adminApi(), 'p-ac-central').send([CURTAIN], { position: 100 }, signal()).catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.userMessage).toMatchObject({ id: 'access.wrongPage' });
  });

  it('takes a batch’s items as accepted with their command or refused with their reason key', () => {
    const command = { id: 'cmd-1' } as never;
    expect(batchOutcome({ did: 'a', accepted: true, command } as never)).toEqual({ target: 'a', accepted: true, id: 'cmd-1' });
    expect(batchOutcome({ did: 'b', accepted: false, message: 'Device offline', messageKey: 'devices.refusal.offline', values: { device: 'b' } } as never)).toEqual({
      target: 'b', accepted: false, reason: { messageKey: 'devices.refusal.offline', values: { device: 'b' }, message: 'Device offline' },
    });
    expect(batchOutcome({ did: 'c', accepted: false, message: 'Device offline' } as never)).toEqual({ target: 'c', accepted: false, reason: 'Device offline' });
  });
});
