import { renderHook } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { useRefreshOnAnswer } from '../../../src/ui/command/useRefreshOnAnswer';

/** A tracker as the hook reads it: the last batch's targets and which of them still wait. */
function fakeTracker(batch: string[]) {
  const state = observable({ lastBatch: batch, waiting: new Set(batch) });
  return { state, tracker: { get lastBatch() { return state.lastBatch; }, pending: (did: string) => state.waiting.has(did) } };
}

describe('useRefreshOnAnswer', () => {
  it('reads the live data again each time another command of the last batch ends, not while they wait', () => {
    const { state, tracker } = fakeTracker(['a', 'b']);
    const live = { refresh: vi.fn() };
    const { unmount } = renderHook(() => useRefreshOnAnswer(tracker, live));
    expect(live.refresh).not.toHaveBeenCalled();
    runInAction(() => state.waiting.delete('a'));
    expect(live.refresh).toHaveBeenCalledTimes(1);
    runInAction(() => state.waiting.delete('b'));
    expect(live.refresh).toHaveBeenCalledTimes(2);
    // A new batch, still waiting: nothing to read yet.
    runInAction(() => {
      state.lastBatch = ['c'];
      state.waiting.add('c');
    });
    expect(live.refresh).toHaveBeenCalledTimes(2);
    unmount();
    runInAction(() => state.waiting.delete('c'));
    expect(live.refresh).toHaveBeenCalledTimes(2);
  });
});
