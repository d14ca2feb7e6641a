// @vitest-environment node
import { ApiError } from '../../../src/api/errors';
import { UploadQueue, type SendFile } from '../../../src/stores/uploads/UploadQueue';
import { refusalOf } from '../../../src/stores/uploads/uploadRules';

const MB = 1024 * 1024;
const RULES = { types: ['image/', 'video/mp4'], maxBytes: 200 * MB };
const file = (name: string, bytes: number, type = 'image/png') => {
  const f = new File([new Uint8Array(1)], name, { type });
  // A large file without allocating it: only its size is read before sending.
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};

/** A send whose answers the test gives, one per started file, in the order they started. */
function controlledSend() {
  const started: { name: string; signal: AbortSignal; progress: (loaded: number) => void; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const send: SendFile<string> = (f, { signal, onProgress }) =>
    new Promise<string>((resolve, reject) => {
      started.push({ name: f.name, signal, progress: (loaded) => onProgress({ loaded }), resolve, reject });
    });
  return { send, started };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('sends three at a time; the next starts when one ends; progress per file', async () => {
    const queue = new UploadQueue(3);
    const { send, started } = controlledSend();
    queue.add([file('a.png', 100), file('b.png', 100), file('c.png', 100), file('d.png', 100)], send, RULES, 'media');
    expect(started.map((s) => s.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(queue.items.map((i) => i.state)).toEqual(['sending', 'sending', 'sending', 'queued']);
    expect(queue.active).toBe(4);
    started[1]!.progress(40);
    expect(queue.items[1]!.fraction).toBe(0.4);
    started[0]!.resolve('stored-a');
    await flush();
    expect(queue.items[0]).toMatchObject({ state: 'done', result: 'stored-a', sent: 100 });
    expect(started.map((s) => s.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    expect(queue.active).toBe(3);
  });

  it('refuses a wrong type, an oversized and an empty file before sending, with a reason', () => {
    const queue = new UploadQueue();
    const { send, started } = controlledSend();
    queue.add([file('notes.pdf', 10, 'application/pdf'), file('film.mp4', 201 * MB, 'video/mp4'), file('blank.png', 0)], send, RULES, 'media');
    expect(started).toEqual([]);
    expect(queue.items.map((i) => [i.state, i.reason])).toEqual([
      ['refused', { id: 'uploads.refused.type', values: { name: 'notes.pdf', type: 'application/pdf' } }],
      ['refused', { id: 'uploads.refused.size', values: { name: 'film.mp4', max: '200' } }],
      ['refused', { id: 'uploads.refused.empty', values: { name: 'blank.png' } }],
    ]);
    expect(refusalOf(file('clip.mp4', 200 * MB, 'video/mp4'), RULES)).toBeUndefined();
  });

  it('cancels a running upload (its request is aborted, a late answer changes nothing) and tries it again', async () => {
    const queue = new UploadQueue(1);
    const { send, started } = controlledSend();
    const [a] = queue.add([file('a.png', 10), file('b.png', 10)], send, RULES, 'media');
    queue.cancel(a!.id);
    expect(started[0]!.signal.aborted).toBe(true);
    expect(queue.items.map((i) => i.state)).toEqual(['cancelled', 'sending']);
    started[0]!.resolve('late');
    await flush();
    expect(queue.items[0]).toMatchObject({ state: 'cancelled', result: undefined });
    started[1]!.resolve('b');
    await flush();
    queue.retry(a!.id);
    expect(started.map((s) => s.name)).toEqual(['a.png', 'b.png', 'a.png']);
    expect(queue.items[0]!.state).toBe('sending');
  });

  it('says why a send failed (the server’s message), keeps it to be tried again, and clears only what is finished', async () => {
    const queue = new UploadQueue();
    const { send, started } = controlledSend();
    queue.add([file('a.png', 10), file('b.png', 10), file('c.pdf', 10, 'application/pdf')], send, RULES, 'media');
    started[0]!.reject(new ApiError('status', { id: 'files.tooLarge', values: { max: '5' } }, { status: -1 }));
    started[1]!.reject(new Error('socket hang up'));
    await flush();
    expect(queue.items.map((i) => [i.state, i.reason])).toEqual([
      ['failed', { id: 'files.tooLarge', values: { max: '5' } }],
      ['failed', { id: 'uploads.failed' }],
      ['refused', expect.objectContaining({ id: 'uploads.refused.type' })],
    ]);
    queue.clearFinished();
    expect(queue.items.map((i) => i.name)).toEqual(['a.png', 'b.png']);
  });

  it('counts the files stored per purpose, kept when the list is cleared (a screen reloads on it)', async () => {
    const queue = new UploadQueue(2);
    const { send, started } = controlledSend();
    queue.add([file('a.png', 10), file('b.png', 10)], send, RULES, 'media');
    queue.add([file('c.png', 10)], send, RULES, 'avatar');
    expect(queue.uploadedOf('media')).toBe(0);
    started[0]!.resolve('a');
    started[1]!.reject(new Error('socket hang up'));
    await flush();
    started[2]!.resolve('c');
    await flush();
    expect([queue.uploadedOf('media'), queue.uploadedOf('avatar'), queue.uploadedOf('other')]).toEqual([1, 1, 0]);
    queue.clearFinished();
    expect(queue.items.map((i) => i.name)).toEqual(['b.png']);
    expect(queue.uploadedOf('media')).toBe(1);
  });

  it('once disposed aborts what runs and starts nothing more', () => {
    const queue = new UploadQueue(1);
    const { send, started } = controlledSend();
    const [a] = queue.add([file('a.png', 10), file('b.png', 10)], send, RULES, 'media');
    queue.dispose();
    expect(started[0]!.signal.aborted).toBe(true);
    expect(queue.add([file('c.png', 10)], send, RULES, 'media')).toEqual([]);
    queue.retry(a!.id);
    expect(started).toHaveLength(1);
  });
});
