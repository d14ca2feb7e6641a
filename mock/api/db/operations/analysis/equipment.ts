import type { EquipmentFigures } from '../../../../../src/api/operations/analysisTypes.ts';
import type { ChargingGun, ChargingPile } from '../../core/charging/types.ts';
import type { Row } from '../../core/tables/Table.ts';
import { repairHours } from '../tickets/sla.ts';
import { round1, round2, round4, within, type DayPeriod } from './period.ts';

/** The pile a ticket's device code names: the pile, one of its guns, or its meter (`M<pile code>`). */
export function pileByDevice(piles: readonly ChargingPile[], guns: readonly ChargingGun[]): Map<string, ChargingPile> {
  const byDid = new Map(piles.map((p) => [p.did, p]));
  const out = new Map<string, ChargingPile>();
  for (const pile of piles) {
    out.set(pile.code, pile);
    out.set(`M${pile.code}`, pile);
  }
  for (const gun of guns) {
    const pile = byDid.get(gun.piledid);
    if (pile) out.set(gun.code, pile);
  }
  return out;
}

/**
 * Per manufacturer and model: fault tickets created in the period on its piles, and over the
 * completed ones (corrective repairs done) the mean time to repair (created → resolved) and the
 * mean time between failures (pile hours less repair hours, per completed ticket).
 */
export function equipmentFigures(period: DayPeriod, piles: readonly ChargingPile[], guns: readonly ChargingGun[], tickets: readonly Row[], zoneOf: (store: string) => string): EquipmentFigures[] {
  const byDevice = pileByDevice(piles, guns);
  const groups = new Map<string, { manufacturer: string; model: string; piles: number; tickets: number; completed: number; repairHours: number }>();
  const keyOf = (p: ChargingPile) => `${p.manufacturer}\u0000${p.model}`;
  for (const pile of piles) {
    const group = groups.get(keyOf(pile)) ?? { manufacturer: pile.manufacturer, model: pile.model, piles: 0, tickets: 0, completed: 0, repairHours: 0 };
    group.piles += 1;
    groups.set(keyOf(pile), group);
  }
  for (const ticket of tickets) {
    const pile = byDevice.get(String(ticket.devicecode ?? ''));
    if (!pile || !within(period, ticket.createtime, zoneOf(pile.businessdid))) continue;
    const group = groups.get(keyOf(pile))!;
    group.tickets += 1;
    // Completed corrective tickets and their repair hours: the desk's one definition (tickets/sla.ts).
    const repair = repairHours(ticket);
    if (repair === undefined) continue;
    group.completed += 1;
    group.repairHours += repair;
  }
  const hours = period.days * 24;
  const rows = [...groups.values()].map((g) => {
    const pileHours = g.piles * hours;
    const { repairHours: repair } = g;
    return {
      rank: 0,
      manufacturer: g.manufacturer,
      model: g.model,
      piles: g.piles,
      tickets: g.tickets,
      completed: g.completed,
      faultRate: round2(g.tickets / g.piles),
      mtbf: g.completed ? round1((pileHours - repair) / g.completed) : null,
      mttr: g.completed ? round1(repair / g.completed) : null,
      availability: round4((pileHours - repair) / pileHours),
      pileHours,
      repairHours: round1(repair),
    };
  });
  // Best first: most available, then fewest faults per pile, then by name.
  rows.sort((a, b) => b.availability - a.availability || a.faultRate - b.faultRate || a.manufacturer.localeCompare(b.manufacturer) || a.model.localeCompare(b.model));
  return rows.map((row, index) => ({ ...row, rank: index + 1 }));
}
