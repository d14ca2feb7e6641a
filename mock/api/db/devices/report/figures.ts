import type { DeviceOperationRow, OperationBucket, OperationFigures, OperationType } from '../../../../../src/api/devices/types.ts';
import { HOUR } from '../../core/clock/time.ts';
import type { DeviceRecord } from '../model.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import { addOverlap, bucketIndex, type Bucket } from './buckets.ts';
import type { OnlineCount, OnlineSampler } from './onlineTime.ts';
import { runningSpans, type LocalDays, type Switch } from './runHistory.ts';

/** A command as the report counts it: when it was sent and where it stands. */
export interface SentCommand {
  did: string;
  at: number;
  state: 'confirmed' | 'failed' | 'timeout' | 'sent';
}

/** What one device's figures are read from. */
export interface DeviceSources {
  world: StoreWorld;
  days: LocalDays;
  /** The device's state when the world started (the seed's now). */
  onAtStart: (did: string) => boolean;
  switches: (did: string) => Switch[];
  /** Before the world's start: the on/off the seeded policy runs confirmed. */
  seeded: (did: string) => Switch[];
  commands: (did: string) => readonly SentCommand[];
  online: OnlineSampler;
  buckets: readonly Bucket[];
  /** [from, to): the period up to now. */
  from: number;
  to: number;
}

export const hours = (ms: number) => Math.round((ms / HOUR) * 100) / 100;
const rate = ({ online, samples }: OnlineCount) => (samples > 0 ? Math.round((online / samples) * 1000) / 1000 : null);

/**
 * The report's type of a device (undefined: not a device the report covers). Every kind a command
 * reaches is one, so the commands add up to the command log; storage runs while on (its modes are
 * commands, not switches).
 */
export function operationType(device: DeviceRecord): OperationType | undefined {
  if (device.kind === 'ac' || device.kind === 'power') return `${device.kind}:${device.subtype === 1 ? 1 : 2}`;
  if (device.kind === 'hotwater' || device.kind === 'storage' || device.kind === 'charger') return device.kind;
  return undefined;
}

/** One device's row, adding its running time and commands to the series sums (ms and counts per bucket). */
export function deviceFigures(device: DeviceRecord, type: OperationType, src: DeviceSources, runSums: number[], commandSums: number[]): DeviceOperationRow & { online: OnlineCount } {
  const { from, to } = src;
  // One ms before the period: a span already running at its start is no start in it.
  const spans = runningSpans(src.days, device, src.onAtStart(device.did), src.seeded(device.did), src.switches(device.did), from - 1, to);
  let running = 0;
  let starts = 0;
  let stops = 0;
  for (const span of spans) {
    const overlap = Math.min(span.to, to) - Math.max(span.from, from);
    if (overlap > 0) {
      running += overlap;
      addOverlap(src.buckets, runSums, Math.max(span.from, from), Math.min(span.to, to));
    }
    if (span.from >= from) starts += 1;
    if (span.to < to) stops += 1;
  }
  const counts = { confirmed: 0, failed: 0, timeout: 0, pending: 0 };
  let commands = 0;
  for (const command of src.commands(device.did)) {
    if (command.at < from || command.at >= to) continue;
    commands += 1;
    if (command.state === 'sent') counts.pending += 1;
    else counts[command.state] += 1;
    const index = bucketIndex(src.buckets, command.at);
    if (index >= 0) commandSums[index] = (commandSums[index] ?? 0) + 1;
  }
  const online = src.online.count(device);
  const spaceName = src.world.tree.ancestry(src.world.tree.spaceOf(device.did) ?? device.home)[0]?.name ?? '';
  return { did: device.did, name: device.name, type, spaceName, devices: 1, runningHours: hours(running), starts, stops, commands, ...counts, onlineRate: rate(online), online };
}

/** The sum of rows: hours as the rows show them (so a column adds up), online rate over all their samples. */
export function sumFigures(rows: ReadonlyArray<OperationFigures & { online: OnlineCount }>): OperationFigures & { online: OnlineCount } {
  const online = { online: 0, samples: 0 };
  const sum: OperationFigures = { devices: 0, runningHours: 0, starts: 0, stops: 0, commands: 0, confirmed: 0, failed: 0, timeout: 0, pending: 0, onlineRate: null };
  for (const row of rows) {
    sum.devices += row.devices;
    sum.runningHours += row.runningHours;
    for (const key of ['starts', 'stops', 'commands', 'confirmed', 'failed', 'timeout', 'pending'] as const) sum[key] += row[key];
    online.online += row.online.online;
    online.samples += row.online.samples;
  }
  return { ...sum, runningHours: Math.round(sum.runningHours * 100) / 100, onlineRate: rate(online), online };
}

/** The series: hours run and commands sent per bucket; buckets outside [history start, now) are null. */
export function seriesOf(buckets: readonly Bucket[], runSums: readonly number[], commandSums: readonly number[], start: number, now: number): OperationBucket[] {
  return buckets.map((b, i) => (b.from >= now || b.to <= start ? { bucket: b.label, runningHours: null, commands: null } : { bucket: b.label, runningHours: hours(runSums[i] ?? 0), commands: commandSums[i] ?? 0 }));
}

/** A row without its sampling counts (what the wire carries). */
export function wire<T extends { online: OnlineCount }>(row: T): Omit<T, 'online'> {
  const { online: _online, ...rest } = row;
  return rest;
}
