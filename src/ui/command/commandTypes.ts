import type { Visibility } from '../../lib/poller';
import type { Reason } from '../../lib/serverMessage';
import type { TimerScope } from '../../lib/timers';

/**
 * The life of a command as people see it (ThingsBoard's RPC states, trimmed): sending (the
 * request is on its way), sent (the server accepted it; the device has not answered), then
 * confirmed by the device, failed with the device's reason, timed out (no answer came: not from
 * the device, or not even from the server), or refused at send (offline, no permission) with the
 * server's message.
 */
export type CommandLife = 'sending' | 'sent' | 'confirmed' | 'failed' | 'timeout' | 'refused';

export const FINAL_LIVES: readonly CommandLife[] = ['confirmed', 'failed', 'timeout', 'refused'];

/** One target's command, as the tracker keeps it. */
export interface TrackedCommand<Cmd> {
  target: string;
  life: CommandLife;
  cmd: Cmd;
  /** The server's id for the command, once accepted. */
  id?: string;
  /** Why it failed, timed out or was refused (keyed where the server keyed it). */
  reason?: Reason;
  /** When the server accepted it (the tracker's clock): the client gives up on it from there. */
  sentAt?: number;
  /** Which send it came from: an older send's answer never overwrites a newer command. */
  seq: number;
}

/** What the server says of one target at send time. */
export type SendOutcome = { target: string; accepted: true; id: string } | { target: string; accepted: false; reason: Reason };

/** What the server says of an accepted command later. */
export interface CommandReport {
  id: string;
  life: 'sent' | 'confirmed' | 'failed' | 'timeout';
  reason?: Reason;
}

/**
 * How a domain sends its commands and reads their results (devices, chargers, screens…). The
 * send's signal aborts once the client stops waiting for its answer.
 */
export interface CommandSource<Cmd> {
  send(targets: string[], cmd: Cmd, signal?: AbortSignal): Promise<SendOutcome[]>;
  results(ids: string[], signal: AbortSignal): Promise<CommandReport[]>;
}

/** Past the command's own time-out, how long the client still waits for the server's verdict. */
export const CLIENT_TIMEOUT_MARGIN_MS = 10_000;

export interface CommandTrackerOptions {
  /** How often pending commands are asked after (the device answers within seconds). */
  pollMs: number;
  /**
   * The command time-out of the domain (a device's 15 s): a command still "sent" this long plus
   * CLIENT_TIMEOUT_MARGIN_MS after it was accepted is timed out by the client itself (the server
   * lost it, or was reset, or its results never come back), and so is a send still unanswered
   * that long after it left.
   */
  timeoutMs: number;
  /** Tests; the app passes `scope`. */
  setTimeout?: (fn: () => void, ms: number) => () => void;
  /** The app instance's timers: once disposed, nothing the tracker is asked starts polling. */
  scope?: TimerScope;
  now?: () => number;
  /** The page's (default): asking pauses while it is hidden. */
  visibility?: Visibility;
}
