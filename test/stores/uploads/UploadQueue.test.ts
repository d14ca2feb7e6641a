// @vitest-environment node
import { ApiError } from '../../../src/api/errors';
import { UploadQueue, type HashFile, type SendFile } from '../../../src/stores/uploads/UploadQueue';
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
/** Files are told apart by name here (the real hash reads their bytes: lib/media/contentHash). */
const byName: HashFile = async (f) => `hash-of-${(f as File).name}`;

describe('UploadQueue', () => {
  it('sends three at a time; the next starts when one ends; progress per file', async () => {
    const queue = new UploadQueue(byName, 3);
    const { send, started } = controlledSend();
    queue.add([file('a.png', 100), file('b.png', 100), file('c.png', 100), file('d.png', 100)], send, RULES, 'media');
    expect(queue.items.map((i) => i.state)).toEqual(['hashing', 'hashing', 'hashing', 'hashing']);
    await flush();
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
    const queue = new UploadQueue(byName);
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
    const queue = new UploadQueue(byName, 1);
    const { send, started } = controlledSend();
    const [a] = queue.add([file('a.png', 10), file('b.png', 10)], send, RULES, 'media');
    await flush();
    started[0]!.progress(4);
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
    // Tried again it resumes: what the server confirmed stays until the server says otherwise.
    expect(queue.items[0]).toMatchObject({ state: 'sending', sent: 4 });
  });

  it('says why a send failed (the server’s message), keeps it to be tried again, and clears only what is finished', async () => {
    const queue = new UploadQueue(byName);
    const { send, started } = controlledSend();
    queue.add([file('a.png', 10), file('b.png', 10), file('c.pdf', 10, 'application/pdf')], send, RULES, 'media');
    await flush();
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
    const queue = new UploadQueue(byName, 2);
    const { send, started } = controlledSend();
    queue.add([file('a.png', 10), file('b.png', 10)], send, RULES, 'media');
    queue.add([file('c.png', 10)], send, RULES, 'avatar');
    await flush();
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

  it('once disposed aborts what runs and starts nothing more', async () => {
    const queue = new UploadQueue(byName, 1);
    const { send, started } = controlledSend();
    const [a] = queue.add([file('a.png', 10), file('b.png', 10)], send, RULES, 'media');
    await flush();
    queue.dispose();
    expect(started[0]!.signal.aborted).toBe(true);
    expect(queue.add([file('c.png', 10)], send, RULES, 'media')).toEqual([]);
    queue.retry(a!.id);
    expect(started).toHaveLength(1);
  });

  it('asks before sending the same bytes again: keep both sends it, skip leaves it out; an upload already done counts too', async () => {
    const sameBytes: HashFile = async (f) => (f.size === 10 ? 'same' : `other-${(f as File).name}`);
    const queue = new UploadQueue(sameBytes, 3);
    const { send, started } = controlledSend();
    queue.add([file('a.png', 10), file('copy-of-a.png', 10), file('b.png', 20)], send, RULES, 'media');
    await flush();
    expect(queue.items.map((i) => [i.name, i.state, i.duplicateOf])).toEqual([
      ['a.png', 'sending', undefined],
      ['copy-of-a.png', 'duplicate', 'a.png'],
      ['b.png', 'sending', undefined],
    ]);
    expect(started.map((s) => s.name)).toEqual(['a.png', 'b.png']);
    expect(queue.active).toBe(3);
    queue.skip(queue.items[1]!.id);
    expect(queue.items[1]!.state).toBe('skipped');
    started[0]!.resolve('a');
    await flush();
    queue.clearFinished();
    expect(queue.items.map((i) => i.name)).toEqual(['b.png']);
    // The list was cleared, the queue still knows a.png's bytes went up.
    queue.add([file('again.png', 10)], send, RULES, 'media');
    await flush();
    const again = queue.items.find((i) => i.name === 'again.png')!;
    expect([again.state, again.duplicateOf]).toEqual(['duplicate', 'a.png']);
    expect(started.map((s) => s.name)).toEqual(['a.png', 'b.png']);
    queue.keepBoth(again.id);
    expect(again.state).toBe('sending');
    expect(started.map((s) => s.name)).toEqual(['a.png', 'b.png', 'again.png']);
  });

  it('shows progress as the bytes the server confirmed, and 100 % once done', async () => {
    const queue = new UploadQueue(byName);
    const { send, started } = controlledSend();
    queue.add([file('film.mp4', 1000, 'video/mp4')], send, RULES, 'media');
    await flush();
    const [item] = queue.items;
    started[0]!.progress(850);
    expect(UploadQueue.percent(item!)).toBe(85);
    started[0]!.resolve('stored');
    await flush();
    expect([item!.state, UploadQueue.percent(item!)]).toEqual(['done', 100]);
  });

  it('shows how far the check has read a large file before its bytes go (the bar moves while checking)', async () => {
    const steps: ((fraction: number) => void)[] = [];
    let done: (hash: string) => void = () => undefined;
    const slowHash: HashFile = (_f, onProgress) => new Promise<string>((resolve) => {
      steps.push(onProgress ?? (() => undefined));
      done = resolve;
    });
    const queue = new UploadQueue(slowHash);
    const { send, started } = controlledSend();
    queue.add([file('film.mp4', 200 * MB, 'video/mp4')], send, RULES, 'media');
    await flush();
    const [item] = queue.items;
    expect(UploadQueue.percent(item!)).toBe(0);
    steps[0]!(0.25);
    expect([item!.state, UploadQueue.percent(item!)]).toEqual(['hashing', 25]);
    steps[0]!(1);
    done('hash-of-film');
    await flush();
    // Then the bar tells the bytes the server confirmed, from nothing.
    expect([item!.state, UploadQueue.percent(item!)]).toEqual(['sending', 0]);
    expect(started.map((s) => s.name)).toEqual(['film.mp4']);
  });
});

