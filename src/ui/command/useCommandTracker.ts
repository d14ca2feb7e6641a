import { useEffect, useState } from 'react';
import { useStores } from '../../stores/context';
import { CommandTracker, type CommandSource } from './CommandTracker';

/** Pending commands are asked after this often: devices answer within seconds. */
export const COMMAND_POLL_MS = 1000;

/** A CommandTracker for the screen's lifetime, on the app's timers (an unmount leaves none). */
export function useCommandTracker<Cmd>(source: CommandSource<Cmd>): CommandTracker<Cmd> {
  const { timers, now } = useStores();
  const [tracker] = useState(() => new CommandTracker<Cmd>(source, { pollMs: COMMAND_POLL_MS, setTimeout: timers.setTimeout, now }));
  useEffect(() => () => tracker.dispose(), [tracker]);
  return tracker;
}
