import { OPERATION_REPORT_PID, type OperationReport, type OperationReportQuery } from '../../../../../src/api/devices/types.ts';
import { addDays } from '../../core/clock/dates.ts';
import { iso, SEED_NOW } from '../../core/clock/time.ts';
import { dayIn, instantIn, weekdayIn } from '../../core/clock/zones.ts';
import type { DeviceWorld } from '../DeviceWorld.ts';
import type { RunLog } from '../policies/runs.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import type { UserRecord } from '../../users.ts';
import { bucketsOf, intervalOf } from './buckets.ts';
import { deviceFigures, operationType, seriesOf, sumFigures, wire, type SentCommand } from './figures.ts';
import { OnlineSampler } from './onlineTime.ts';
import { historyFirstDay, LocalDays, PAST_LOOKBACK, switchesByDevice, type Switch } from './runHistory.ts';

/**
 * device-operation-report: running hours, starts and stops, commands by outcome and online rate
 * per device and per type over a period of the store's local days, read from the simulator: the
 * command log (the commands the control screens and policies sent, and the seeded policy runs
 * before the world's start) and each device's state since the seed's now. Same world, same clock,
 * same figures; as simulated time passes the current period's figures grow.
 */
export class OperationReports {
  /** Each device's `on` when its store's world was built (the seed's now), before any command. */
  private readonly startStates = new Map<string, boolean>();

  constructor(
    private readonly devices: DeviceWorld,
    private readonly runs: RunLog,
  ) {
    devices.onStore((world) => {
      for (const device of world.devices) this.startStates.set(device.did, device.on);
    });
  }

  report(user: UserRecord, query: OperationReportQuery): OperationReport {
    // The report page owns the devices it reports on: another page's pid is refused (-45403), as is a user without the action.
    this.devices.sources.access.check(user, query.pid, query.export ? 'export' : 'view', { type: 'device', id: query.type ?? query.store, store: query.store, pages: [OPERATION_REPORT_PID] });
    const world = this.devices.storeFor(user, query.store);
    const zone = world.zone;
    const today = dayIn(world.now, zone);
    const firstDay = historyFirstDay(zone);
    const [fromDay, toDay] = query.from && query.to ? [query.from, query.to] : defaultWeek(today, zone);
    // Days before the history or after now have no figures: the period is cut to [first day, now).
    const end = instantIn(addDays(toDay, 1), '00:00', zone);
    const to = Math.min(end, world.now);
    const from = Math.min(to, instantIn(fromDay < firstDay ? firstDay : fromDay, '00:00', zone));
    const interval = query.interval ?? intervalOf(fromDay, toDay);
    const buckets = bucketsOf(fromDay, toDay, interval, zone);
    const { commands, seeded } = this.commandsOf(world, from, to);
    const switches = switchesByDevice(this.devices.commands.ofStore(world.store));
    const online = new OnlineSampler(world, from, to);
    const runSums: number[] = [];
    const commandSums: number[] = [];
    const sources = {
      world, online, buckets, from, to, days: new LocalDays(world),
      onAtStart: (did: string) => this.startStates.get(did) ?? false,
      switches: (did: string) => switches.get(did) ?? [],
      seeded: (did: string) => seeded.get(did) ?? [],
      commands: (did: string) => commands.get(did) ?? [],
    };
    const rows = world.devices.flatMap((device) => {
      const type = operationType(device);
      return type && (!query.type || query.type === type) ? [deviceFigures(device, type, sources, runSums, commandSums)] : [];
    });
    const types = [...new Set(rows.map((r) => r.type))].sort().map((type) => ({ type, ...wire(sumFigures(rows.filter((r) => r.type === type))) }));
    return {
      store: world.store, zone, today, firstDay, from: fromDay, to: toDay, interval, now: iso(world.now),
      totals: wire(sumFigures(rows)), types, devices: rows.map(wire), buckets: seriesOf(buckets, runSums, commandSums, instantIn(firstDay, '00:00', zone), world.now),
    };
  }

  /**
   * Commands sent in [from, to) by device: the live log (every command since the world's start,
   * from any screen or policy) and, before it, the devices the seeded policy runs reached; and the
   * on/off those runs confirmed (from a week earlier: what a device was left in counts too).
   */
  private commandsOf(world: StoreWorld, from: number, to: number): { commands: Map<string, SentCommand[]>; seeded: Map<string, Switch[]> } {
    const commands = new Map<string, SentCommand[]>();
    const seeded = new Map<string, Switch[]>();
    const push = <T>(map: Map<string, T[]>, did: string, item: T) => {
      const list = map.get(did);
      if (list) list.push(item);
      else map.set(did, [item]);
    };
    const add = (command: SentCommand) => {
      if (command.at >= from && command.at < to) push(commands, command.did, command);
    };
    for (const record of this.devices.commands.ofStore(world.store)) add({ did: record.did, at: Date.parse(record.sentAt), state: record.state });
    const lookFrom = from - PAST_LOOKBACK;
    if (lookFrom < SEED_NOW) {
      const runs = this.runs.query({ store: world.store, from: iso(lookFrom), to: iso(Math.min(to, SEED_NOW)), page: 1, pagesize: Number.MAX_SAFE_INTEGER });
      for (const run of runs.data) {
        const at = Date.parse(run.at);
        for (const action of run.actions) {
          for (const result of action.devices) {
            // Refused ones never left the console; live runs' commands are in the log already.
            if (result.command || result.outcome === 'refused' || result.outcome === 'sent') continue;
            add({ did: result.did, at, state: result.outcome });
            if (result.outcome === 'confirmed' && action.cmd.on !== undefined) push(seeded, result.did, { at, on: action.cmd.on });
          }
        }
      }
    }
    return { commands, seeded };
  }
}

/** Monday to Sunday of the week holding the store's today. */
function defaultWeek(today: string, zone: string): [string, string] {
  const monday = addDays(today, 1 - weekdayIn(instantIn(today, '12:00', zone), zone));
  return [monday, addDays(monday, 6)];
}
