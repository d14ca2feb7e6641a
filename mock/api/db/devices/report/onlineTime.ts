import { DAY } from '../../core/clock/time.ts';
import type { DeviceRecord } from '../model.ts';
import { SAMPLE_MS, type StoreWorld } from '../StoreWorld.ts';

/** Online time as samples every 5 minutes (the simulator's own sampling step): online ones and all of them. */
export interface OnlineCount {
  online: number;
  samples: number;
}

/**
 * Online time of a store's devices over [from, to), read as the device screens read it (onlineOf):
 * offline from its own `offlineSince`, not online while its gateway's shown (debounced) state is
 * offline. Each gateway's state is sampled once per call; a gateway with no outage is online throughout.
 */
export class OnlineSampler {
  private readonly grids = new Map<string, Int32Array | null>();
  readonly times: number[] = [];

  constructor(
    private readonly world: StoreWorld,
    from: number,
    to: number,
  ) {
    for (let t = Math.ceil(from / SAMPLE_MS) * SAMPLE_MS; t < to; t += SAMPLE_MS) this.times.push(t);
  }

  /** Online samples among the first k, for every k (prefix counts); null: online at every one. */
  private grid(gateway: string): Int32Array | null {
    if (this.grids.has(gateway)) return this.grids.get(gateway)!;
    const link = this.world.links.get(gateway);
    const first = this.times[0];
    const last = this.times[this.times.length - 1];
    let grid: Int32Array | null = null;
    // The shown state looks back a day (the debounce): outages from a day before can still count.
    if (link && first !== undefined && last !== undefined && link.outages(first - DAY, last + 1).length > 0) {
      grid = new Int32Array(this.times.length + 1);
      this.times.forEach((t, i) => (grid![i + 1] = grid![i]! + (link.state(t).online ? 1 : 0)));
    }
    this.grids.set(gateway, grid);
    return grid;
  }

  count(device: DeviceRecord): OnlineCount {
    const samples = this.times.length;
    const first = this.times[0] ?? 0;
    // Samples before the device's own outage (all of them when it has none).
    const before = device.offlineSince === undefined ? samples : Math.min(samples, Math.max(0, Math.ceil((device.offlineSince - first) / SAMPLE_MS)));
    const grid = device.gateway ? this.grid(device.gateway) : null;
    return { online: grid ? grid[before]! : before, samples };
  }
}
