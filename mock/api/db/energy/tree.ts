import type { EnergyTree, EnergyType } from '../../../../src/api/energyTypes.ts';
import { meterTotals, periodBucket } from './buckets.ts';
import type { Metering } from '../core/metering/Metering.ts';
import type { Period } from './parse.ts';
import type { StorePlan } from '../core/metering/plan.ts';

/**
 * /vtbi/api/chart/query {chart: 'energy-tree'}: store → its mains of the type → their subs, each
 * valued with its energy over the period. `unmetered` is what the mains measured beyond their
 * subs (0 here: the generated subs add up to their mains exactly).
 */
export function energyTree(metering: Metering, store: StorePlan, period: Period, energytype: EnergyType): EnergyTree {
  const bucket = periodBucket(period);
  const energyOf = (did: string) => {
    const ref = metering.meter(did);
    return ref ? meterTotals(metering, ref, bucket).energy : 0;
  };
  const mains = store.meters.filter((m) => m.kind === 'main' && m.energytype === energytype);
  const nodes: EnergyTree['nodes'] = [];
  const links: EnergyTree['links'] = [];
  let storeTotal = 0;
  let unmetered = 0;
  for (const main of mains) {
    const value = energyOf(main.did);
    storeTotal += value;
    nodes.push({ name: main.name, key: main.did, value, kind: 'main' });
    links.push({ source: store.name, target: main.name, value });
    const subs = store.meters.filter((m) => m.kind === 'sub' && m.parent === main.did);
    let metered = 0;
    for (const sub of subs) {
      const subValue = energyOf(sub.did);
      metered += subValue;
      nodes.push({ name: sub.name, key: sub.did, value: subValue, kind: 'sub' });
      links.push({ source: main.name, target: sub.name, value: subValue });
    }
    if (subs.length > 0) unmetered += value - metered;
  }
  nodes.unshift({ name: store.name, key: store.did, value: storeTotal, kind: 'store' });
  return { nodes, links, unmetered };
}
