/**
 * Commands to devices (spec §7 `/vtservice/v1/devControl`, `batchDevsSet`, `devsControlBySpace`,
 * `devControlAll`) and reading their results back (`/bwp/v1/getgroupdev` type 'commands').
 */
import type { MessageRef } from '../pageConfig.ts';
import type { CommandRecord, DeviceCmd, DeviceKind } from './deviceTypes.ts';

/** POST /bwp/v1/getgroupdev `{ type: 'commands', ids }`: a batch's per-device results. */
export interface CommandQuery {
  type: 'commands';
  ids: string[];
}

/** POST /vtservice/v1/devControl on a device did (pid: a control page the user may `control`). */
export interface DeviceControl {
  pid: string;
  did: string;
  act: 'set';
  cmd: DeviceCmd;
}

/** Answer of devControl on a device: the accepted command (state 'sent'). */
export interface DeviceControlResult {
  did: string;
  command: CommandRecord;
}

export interface BatchDevsSet {
  pid: string;
  dids: string[];
  act: 'set';
  cmd: DeviceCmd;
}

export interface DevsControlBySpace {
  pid: string;
  space: string;
  filter?: { kind?: DeviceKind; subtype?: number };
  act: 'set';
  cmd: DeviceCmd;
}

export interface DevControlAll {
  pid: string;
  store: string;
  kind: DeviceKind;
  subtype?: number;
  act: 'set';
  cmd: DeviceCmd;
}

/** One device of a batch: accepted (a command to follow) or refused at send (offline, unknown…). */
export type BatchItem = { did: string; accepted: true; command: CommandRecord } | ({ did: string; accepted: false; status: number; message: string } & Partial<MessageRef>);

export interface BatchResult {
  batch: string;
  items: BatchItem[];
}

/** Answer the device screens' batch polling: the commands asked for, unknown ids left out. */
export interface CommandResults {
  commands: CommandRecord[];
}

/** Command time-out: a command nobody answered within this is 'timeout'. */
export const COMMAND_TIMEOUT_MS = 15_000;
