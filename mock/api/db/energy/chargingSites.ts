import type { BusinessInfo } from '../../../../src/api/types.ts';
import type { MeterHours } from '../core/charging/sessions.ts';
import type { ChargingSite } from '../core/charging/types.ts';
import { DATA_FROM } from '../core/clock/calendar.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { instantIn } from '../core/clock/zones.ts';


/**
 * The charging registry's sites: each store's charging meter (and V2G meter, if any), on the
 * ground floor of the building it is planned at. The registry places one station on each.
 */
export function chargingSites(metering: Metering, businesses: readonly BusinessInfo[]): ChargingSite[] {
  const out: ChargingSite[] = [];
  for (const b of businesses) {
    const plan = metering.plans.get(b.did);
    const load = plan?.meters.find((m) => m.kind === 'charging');
    if (!plan || !load) continue;
    const v2g = plan.meters.find((m) => m.kind === 'discharge');
    out.push({
      store: { did: b.did, name: b.name, parentdid: b.uppergrade, province: b.province, city: b.city, citycode: b.citycode, longitude: b.longitude, latitude: b.latitude, timezone: b.timezone },
      building: load.building,
      space: `${load.building}-f01`,
      meter: load.did,
      ratedKw: load.capacityKw ?? 0,
      ...(v2g ? { discharge: { meter: v2g.did, ratedKw: v2g.capacityKw ?? 0 } } : {}),
    });
  }
  return out;
}

/** A meter's readings as the registry reads them. */
export function meterHours(metering: Metering, meter: string): MeterHours | undefined {
  const ref = metering.meter(meter);
  // The data is indexed by the store's local hours: its first hour is local midnight in the zone it was seeded in.
  return ref ? { hourly: metering.hourly(meter), start: instantIn(DATA_FROM, '00:00', ref.store.seededZone) } : undefined;
}
