import { uploadsOf } from '../../../src/stores/uploads/uploadsOf';
import { existingUploads } from '../../../src/stores/uploads/uploadsRegistry';
import { createTestRoot } from '../../support/testRoot';

describe('uploadsOf (the app instance’s upload queue)', () => {
  it('is one queue per instance, kept across screens, and disposed with the instance', async () => {
    const first = createTestRoot();
    const second = createTestRoot();
    const queue = uploadsOf(first.root);
    expect(uploadsOf(first.root)).toBe(queue);
    expect(uploadsOf(second.root)).not.toBe(queue);

    let signal: AbortSignal | undefined;
    queue.add([new File(['x'], 'a.png', { type: 'image/png' })], (_f, opts) => ((signal = opts.signal), new Promise(() => {})), { types: [], maxBytes: 10 }, 'media');
    await vi.waitFor(() => expect(signal).toBeDefined());
    first.dispose();
    expect(signal?.aborted).toBe(true);
    expect(queue.add([new File(['x'], 'b.png', { type: 'image/png' })], async () => 'x', { types: [], maxBytes: 10 }, 'media')).toEqual([]);
    second.dispose();
  });
});

describe('the end of a session (sign-out, expiry)', () => {
  it('aborts and empties the queue and forgets it; the next session gets an empty one, and the session scope is fresh', async () => {
    const { root, dispose } = createTestRoot();
    const queue = uploadsOf(root);
    const signals: AbortSignal[] = [];
    const send = (_f: File, opts: { signal: AbortSignal }) => (signals.push(opts.signal), new Promise<never>(() => {}));
    // Different bytes each: the same bytes twice would wait as a duplicate.
    queue.add(['a.png', 'b.png', 'c.png', 'd.png'].map((name) => new File([name], name, { type: 'image/png' })), send, { types: [], maxBytes: 10 }, 'media');
    await vi.waitFor(() => expect(signals).toHaveLength(3));
    let polls = 0;
    root.sessionTimers.setTimeout(() => (polls += 1), 0);
    const previous = root.sessionTimers;
    root.endSessionWork();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true, true]);
    expect(queue.items).toEqual([]);
    expect(existingUploads(root)).toBeUndefined();
    expect(previous.disposed).toBe(true);
    expect(root.sessionTimers.disposed).toBe(false);
    const next = uploadsOf(root);
    expect(next).not.toBe(queue);
    expect(next.items).toEqual([]);
    // A timer of the ended session never fires.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(polls).toBe(0);
    dispose();
    expect(root.sessionTimers.disposed).toBe(true);
  });
});
