import { uploadsOf } from '../../../src/stores/uploads/uploadsOf';
import { createTestRoot } from '../../support/testRoot';

describe('uploadsOf (the app instance’s upload queue)', () => {
  it('is one queue per instance, kept across screens, and disposed with the instance', () => {
    const first = createTestRoot();
    const second = createTestRoot();
    const queue = uploadsOf(first.root);
    expect(uploadsOf(first.root)).toBe(queue);
    expect(uploadsOf(second.root)).not.toBe(queue);

    let signal: AbortSignal | undefined;
    queue.add([new File(['x'], 'a.png', { type: 'image/png' })], (_f, opts) => ((signal = opts.signal), new Promise(() => {})), { types: [], maxBytes: 10 }, 'media');
    first.dispose();
    expect(signal?.aborted).toBe(true);
    expect(queue.add([new File(['x'], 'b.png', { type: 'image/png' })], async () => 'x', { types: [], maxBytes: 10 }, 'media')).toEqual([]);
    second.dispose();
  });
});
