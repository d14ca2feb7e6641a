import { LEASABLE_ROOM_TYPES } from '../../../../../src/api/billing/types.ts';
import type { MeterInfo } from '../../../../../src/api/energyTypes.ts';
import { generateBuilding } from '../spaceTree/generate.ts';
import { Random } from '../random.ts';
import { LAST_YEAR } from '../clock/calendar.ts';
import { streamKey } from '../noise.ts';
import type { BuildingPlan } from './plan.ts';

/**
 * Tenants' own room meters. Each let room of a building has one electricity meter, downstream of
 * the building's lighting-and-sockets sub-meter: together the rooms draw TENANT_PART of it, each
 * in proportion to its area × how power-hungry its use is. The rest is common areas
 * (lobbies, corridors, meeting rooms), so the sub-meter minus its rooms stays positive.
 */

export const TENANT_PART = 0.75;

/** Relative draw per m² of each let room type. */
const INTENSITY: Readonly<Record<string, number>> = { office: 1, shop: 1.3, restaurant: 2.5, warehouse: 0.4, 'cold-store': 3, computer: 1.5 };

/** A room type is let if leasable; computer rooms only in data centres (elsewhere they are the building's IT). */
export function isLeasable(roomtype: string | undefined, buildingType: string): boolean {
  if (!roomtype || !(LEASABLE_ROOM_TYPES as readonly string[]).includes(roomtype)) return false;
  return roomtype !== 'computer' || buildingType === 'datacenter';
}

export interface TenantMeters {
  meters: MeterInfo[];
  /** Meter did → its part of the building's lighting-and-sockets sub-meter, hour by hour. */
  shares: Map<string, number>;
  /** Meter did → a lasting change of use from an hour on (a kitchen fitted, a floor left empty). */
  steps: Map<string, TenantStep>;
}

export interface TenantStep {
  /** Hour index (energy calendar) from which `factor` applies. */
  hour: number;
  factor: number;
}

/** About 1 room in 25 changes its use for good during the data's last year. */
const STEP_CHANCE = 0.04;

/** The building's room meters, from the same rooms the space tree generates (same seed, same did). */
export function tenantMeters(seed: number, store: string, buildings: readonly BuildingPlan[]): TenantMeters {
  const random = new Random(streamKey(seed, `tenant-meters:${store}`));
  const changes = new Random(streamKey(seed, `tenant-steps:${store}`));
  const out: TenantMeters = { meters: [], shares: new Map(), steps: new Map() };
  for (const b of buildings) {
    const rows = generateBuilding(seed, store, { did: b.did, name: b.name, type: b.type, area: b.seededArea, floors: b.floors });
    const rooms = rows.filter((r) => r.level === 'room' && isLeasable(r.roomtype, b.type));
    const weight = (area: number, type: string | undefined) => area * (INTENSITY[type ?? ''] ?? 1);
    const total = rooms.reduce((sum, r) => sum + weight(r.area, r.roomtype), 0);
    for (const room of rooms) {
      const did = `${room.did}-em`;
      out.meters.push({
        did, name: `${room.name.split(' ')[0] ?? room.name}电表`, energytype: 'electricity', kind: 'tenant', category: 'lighting',
        building: b.did, parent: `${b.did}-elec-lighting`, method: 'direct', ratio: 1, accuracyClass: '1', online: random.next() > 0.03, space: room.did,
      });
      out.shares.set(did, total > 0 ? (TENANT_PART * weight(room.area, room.roomtype)) / total : 0);
      // Rooms are a few % of the sub-meter each: a step up keeps the rooms well within it.
      if (changes.next() < STEP_CHANCE) {
        const from = LAST_YEAR.from + changes.int(30, LAST_YEAR.to - LAST_YEAR.from - 60);
        out.steps.set(did, { hour: from * 24, factor: changes.next() < 0.5 ? changes.float(1.5, 1.9) : changes.float(0.35, 0.6) });
      }
    }
  }
  return out;
}
