import { useEffect, useState } from 'react';
import { useStores } from '../../stores/context';
import { CommandTracker, type CommandSource } from './CommandTracker';

/** Pending commands are asked after this often: devices answer within seconds. */
export const COMMAND_POLL_MS = 1000;

/**
 * A CommandTracker for the screen's lifetime, on the app's timers (an unmount leaves none, and a
 * send still on its way at unmount starts nothing when it comes back). `timeoutMs` is the
 * domain's command time-out: past it (and a margin) the client stops waiting for a verdict.
 */
export function useCommandTracker<Cmd>(source: CommandSource<Cmd>, { timeoutMs }: { timeoutMs: number }): CommandTracker<Cmd> {
  // The session's timers: sign-out stops waiting for the previous user's commands.
  const { sessionTimers, now } = useStores();
  const [tracker] = useState(() => new CommandTracker<Cmd>(source, { pollMs: COMMAND_POLL_MS, timeoutMs, scope: sessionTimers, now }));
  useEffect(() => tracker.hold(), [tracker]);
  return tracker;
}
