/**
 * Remote commands to screens (shared by the client and the mock). Calls, each with `{ pid }` (a
 * page the user may `control`, the screen summary's):
 * - POST /vtproxy/castscreen/common?ope=sendcommand { pid, screens: did[], cmd } → ScreenCommandBatch
 * - POST /vtproxy/castscreen/common?ope=commandresult { pid, ids } → ScreenCommandRecord[] (unknown ids left out)
 * An offline screen is refused at send; a screen that goes silent after the send never answers
 * and its command times out. Commands answer on the world clock.
 */
import type { MessageRef } from '../pageConfig.ts';

export const SCREEN_COMMANDS = ['refresh', 'screenshot', 'reboot'] as const;
export type ScreenCommand = (typeof SCREEN_COMMANDS)[number];

/** A screen that is up answers this long after the send. */
export const SCREEN_ANSWER_MS = 3_000;
/** A command nobody answered within this is 'timeout'. */
export const SCREEN_COMMAND_TIMEOUT_MS = 30_000;

export type ScreenCommandState = 'sent' | 'confirmed' | 'failed' | 'timeout';

/** What a screen answered: a screenshot's URL (served by the API, same origin). */
export interface ScreenCommandResult {
  screenshot?: string;
}

export interface ScreenCommandRecord {
  id: string;
  screen: string;
  cmd: ScreenCommand;
  state: ScreenCommandState;
  reason?: string;
  reasonKey?: MessageRef;
  sentAt: string;
  doneAt?: string;
  result?: ScreenCommandResult;
  by: string;
}

/** One screen of a send: accepted (a command to follow) or refused at once (offline, no such screen). */
export type ScreenCommandItem = { screen: string; accepted: true; command: ScreenCommandRecord } | ({ screen: string; accepted: false; status: number; message: string } & Partial<MessageRef>);

export interface ScreenCommandBatch {
  items: ScreenCommandItem[];
}
