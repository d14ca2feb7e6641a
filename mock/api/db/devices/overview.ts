import type { StoreOverview } from '../../../../src/api/devices/types.ts';
import { midnightIn } from '../core/clock/zones.ts';
import type { CommandBook } from './commands.ts';
import { deviceView, onlineOf } from './live.ts';
import type { StoreWorld } from './StoreWorld.ts';

/**
 * A store in figures for device-projects-overview. Open alarms: each offline gateway once (its
 * children are 'unknown', not alarms), each device offline on its own, each sensor beyond its limits.
 */
export function storeOverview(world: StoreWorld, name: string, commands: CommandBook, savings: { kwh: number; money: number }): StoreOverview {
  const at = world.now;
  let online = 0;
  let alarms = 0;
  for (const device of world.devices) {
    const state = onlineOf(world, device, at).online;
    if (state === 'online') online += 1;
    else if (state !== 'unknown') alarms += 1;
    if (state === 'online' && device.kind === 'sensor' && deviceView(world, device).sensor?.alarm) alarms += 1;
  }
  return {
    store: world.store,
    name,
    devices: world.devices.length,
    online,
    // Of every device, as the device screens count it (behind a gateway that is down is not online).
    onlineRate: world.devices.length > 0 ? Math.round((online / world.devices.length) * 1000) / 1000 : 0,
    openAlarms: alarms,
    commandsToday: commands.countSent(world.store, midnightIn(at, world.zone), at + 1),
    savingsKwh: Math.round(savings.kwh * 10) / 10,
    savingsMoney: Math.round(savings.money * 100) / 100,
    currency: world.env?.currency() ?? 'CNY',
  };
}
