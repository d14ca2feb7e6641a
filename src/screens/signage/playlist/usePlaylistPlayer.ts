import { useEffect, useState } from 'react';
import { createTimerScope } from '../../../lib/timers';

export interface PlayerState {
  /** The item on screen. */
  index: number;
  playing: boolean;
  /** Rounds completed (the preview loops, as a screen does). */
  round: number;
  toggle: () => void;
  next: () => void;
}

/**
 * Plays items in order for their durations and loops. Every timer is the hook's own scope's:
 * pausing, a new item, closing the preview or leaving the screen cancels it (nothing keeps ticking).
 */
export function usePlaylistPlayer(durations: readonly number[]): PlayerState {
  const [position, setPosition] = useState({ index: 0, round: 0 });
  const [playing, setPlaying] = useState(true);
  const count = durations.length;
  const next = () => setPosition(({ index, round }) => (index + 1 >= count ? { index: 0, round: round + 1 } : { index: index + 1, round }));
  const current = durations[position.index];
  useEffect(() => {
    if (!playing || current === undefined) return undefined;
    const timers = createTimerScope();
    timers.setTimeout(() => setPosition(({ index, round }) => (index + 1 >= count ? { index: 0, round: round + 1 } : { index: index + 1, round })), current);
    return () => timers.dispose();
    // `round` restarts a one-item playlist's timer each loop.
  }, [playing, current, count, position.index, position.round]);
  return { index: position.index, round: position.round, playing, toggle: () => setPlaying((on) => !on), next };
}
