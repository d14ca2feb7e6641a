import type { CommandRecord, DeviceCmd } from '../../../../src/api/devices/types.ts';
import { hashText, unit } from '../core/noise.ts';
import { iso } from '../core/clock/time.ts';
import type { Said } from '../core/said.ts';
import type { DeviceRecord } from './model.ts';

/** A device answers 0.5–3 s after a command is sent (deterministic per command id). */
export const ANSWER_MIN_MS = 500;
export const ANSWER_SPREAD_MS = 2500;

/** A command on its way: when the device answers, and (if nobody answers) when it times out. */
export interface Pending {
  record: CommandRecord;
  device: DeviceRecord;
  sentAt: number;
  answerAt: number;
  timeoutAt?: number;
}

/** Every command since the last reset: ids, pending ones per store, lookups for batch polling. */
export class CommandBook {
  private serial = 0;
  private readonly all = new Map<string, CommandRecord>();
  private readonly pending = new Map<string, Pending[]>();
  private readonly sent = new Map<string, number[]>();
  private readonly byStore = new Map<string, CommandRecord[]>();

  /** Records a sent command and makes it the device's current one. */
  issue(device: DeviceRecord, cmd: DeviceCmd, by: string, at: number): CommandRecord {
    this.serial += 1;
    const id = `cmd-${String(this.serial).padStart(6, '0')}`;
    const record: CommandRecord = { id, did: device.did, act: 'set', cmd: structuredClone(cmd), state: 'sent', sentAt: iso(at), by };
    this.all.set(id, record);
    device.command = record;
    const list = this.pending.get(device.store) ?? [];
    list.push({ record, device, sentAt: at, answerAt: at + ANSWER_MIN_MS + Math.floor(unit(hashText(id), 0) * ANSWER_SPREAD_MS) });
    this.pending.set(device.store, list);
    const times = this.sent.get(device.store) ?? [];
    times.push(at);
    this.sent.set(device.store, times);
    const records = this.byStore.get(device.store) ?? [];
    records.push(record);
    this.byStore.set(device.store, records);
    return record;
  }

  /** When the next pending command of a store is due (Infinity when none). */
  nextDue(store: string): number {
    let next = Infinity;
    for (const p of this.pending.get(store) ?? []) next = Math.min(next, p.timeoutAt ?? p.answerAt);
    return next;
  }

  /** Takes the pending commands due by `at`, earliest first. */
  takeDue(store: string, at: number): Pending[] {
    const list = this.pending.get(store) ?? [];
    const due = list.filter((p) => (p.timeoutAt ?? p.answerAt) <= at).sort((a, b) => (a.timeoutAt ?? a.answerAt) - (b.timeoutAt ?? b.answerAt));
    this.pending.set(store, list.filter((p) => !due.includes(p)));
    return due;
  }

  /** Puts a command back to wait for its time-out. */
  wait(pending: Pending, timeoutAt: number): void {
    pending.timeoutAt = timeoutAt;
    this.pending.get(pending.device.store)?.push(pending);
  }

  finish(record: CommandRecord, state: 'confirmed' | 'failed' | 'timeout', at: number, reason?: Said): void {
    record.state = state;
    record.doneAt = iso(at);
    if (reason) Object.assign(record, { reason: reason.text, reasonKey: reason.key });
  }

  get(id: string): CommandRecord | undefined {
    return this.all.get(id);
  }

  /** Every command sent to a store's devices, oldest first (live records: their state as answered so far). */
  ofStore(store: string): readonly CommandRecord[] {
    return this.byStore.get(store) ?? [];
  }

  /** Commands sent to a store's devices in [from, to). */
  countSent(store: string, from: number, to: number): number {
    return (this.sent.get(store) ?? []).filter((t) => t >= from && t < to).length;
  }
}
