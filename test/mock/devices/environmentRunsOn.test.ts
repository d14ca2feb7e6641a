// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { dataHour } from '../../../mock/api/db/devices/environment';

/**
 * Issue 38 item 4: the device simulator's environment (metered kW, peaks, outdoor temperature,
 * occupancy) reads the energy world. Inside the seed it reads the seeded hours as it always did.
 */

const STORE = 'st-1005-01';
const ZONE = 'Asia/Shanghai';
const METERS = ['sp-st-1005-01-01-elec-lighting', 'sp-st-1005-01-01-elec', 'sp-st-1005-01-01-f01-r04-em', 'st-1005-01-v2g-1', 'st-1005-01-ess-1-in', 'st-1005-01-ev-1', 'sp-st-1005-01-01-gas'];
const ESS = 'sp-st-1005-01-01-f01-r03-ess1';
const V2G = 'sp-st-1005-01-01-f01-r03-ev2';

function seedWorld() {
  const db = new Database({ now: () => Date.parse('2026-10-31T16:00:00.000Z') });
  return db.devices.world(STORE);
}

describe('the device environment inside the seed', () => {
  it('reads the seeded hours, climate and calendar (values pinned before the run-on)', () => {
    const world = seedWorld();
    const env = world.env!;
    const read = (instant: string) => {
      const at = Date.parse(instant);
      return {
        hour: dataHour(at, ZONE), kw: METERS.map((m) => env.meterKw(m, at)), outdoor: env.outdoor(at), park: env.occupancy('park', at), office: env.occupancy('office', at),
        ess: world.loads.storagePower(world.byDid.get(ESS)!, at), v2g: world.loads.load(world.byDid.get(V2G)!, at),
      };
    };
    // The seed's last day, 13:30 (a Saturday), in mid-June, and the data's first hour.
    expect(read('2026-10-31T05:30:00Z')).toEqual({
      hour: 9493, kw: [80.19921875, 280.765625, 2.40234375, 0, 60.4921875, 59.921875, 1.06640625], outdoor: 18.19654738124079, park: 0.30000001192092896, office: 0.2199999988079071, ess: 60.49, v2g: 0,
    });
    expect(read('2026-06-15T02:00:00Z')).toEqual({
      hour: 6178, kw: [210.50390625, 922.9140625, 6.30859375, 32.86328125, 0, 35.546875, 20.86328125], outdoor: 27.000293142090975, park: 1, office: 1, ess: -99.5, v2g: 32.86,
    });
    expect(read('2025-10-01T00:10:00Z')).toEqual({
      hour: 8, kw: [48.375, 210.1484375, 1.44921875, 33.78125, 0, 29.1796875, 6.515625], outdoor: 19.14586485980446, park: 0.15000000596046448, office: 0.07000000029802322, ess: -95.31, v2g: 33.78,
    });
  });

  it('rates a circuit by its meter’s peak over the seed’s last 30 days', () => {
    const world = seedWorld();
    expect(['sp-st-1005-01-01-elec-hvac', 'sp-st-1005-01-01-elec', 'st-1005-01-v2g-1'].map((m) => world.env!.meterPeakKw(m))).toEqual([89.53515625, 622.8984375, 44.12890625]);
    const circuits = world.devices.filter((d) => d.source).slice(0, 4);
    expect(circuits.map((d) => [d.did, world.loads.rated(d)])).toEqual([
      ['sp-st-1005-01-01-f01-r01-lt1', 2.07], ['sp-st-1005-01-01-f01-r01-lt2', 2.07], ['sp-st-1005-01-01-f01-r02-ac1', 0.63], ['sp-st-1005-01-01-f01-r02-ac2', 0.63],
    ]);
  });
});
