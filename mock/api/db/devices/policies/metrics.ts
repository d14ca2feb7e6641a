import type { ConditionResult, SensorMetric, TriggerCondition } from '../../../../../src/api/devices/types.ts';
import { sensorValue, spaceLoad } from '../live.ts';
import type { StoreWorld } from '../StoreWorld.ts';

const round = (value: number) => Math.round(value * 10) / 10;

/** A condition's metric now: a sensor's reading, a space's mean (sum for power), or outdoors. */
export function metricValue(world: StoreWorld, condition: TriggerCondition, at: number): number {
  if (condition.metric === 'outdoor-temperature') return round(world.env?.outdoor(at) ?? 18);
  const source = condition.source ?? '';
  const metric = condition.metric as SensorMetric;
  const sensor = world.byDid.get(source);
  if (sensor) return sensorValue(world, sensor, metric, world.tree.spaceOf(sensor.did) ?? sensor.home, at);
  if (metric === 'power') return spaceLoad(world, source, at);
  if (metric === 'temperature') return round(world.temperature(source));
  const within = new Set(world.tree.subtree(source));
  const sensors = world.devices.filter((d) => d.kind === 'sensor' && d.subtype === metric && within.has(world.tree.spaceOf(d.did) ?? d.home));
  if (sensors.length === 0) return 0;
  return round(sensors.reduce((sum, s) => sum + sensorValue(world, s, metric, world.tree.spaceOf(s.did) ?? s.home, at), 0) / sensors.length);
}

/** Is the value beyond the condition's thresholds? */
export function holds(condition: TriggerCondition, value: number): boolean {
  const { low = -Infinity, high = Infinity } = condition;
  switch (condition.operator) {
    case 'above':
      return value > high;
    case 'below':
      return value < low;
    case 'between':
      return value >= low && value <= high;
    case 'outside':
      return value < low || value > high;
  }
}

export function conditionResult(condition: TriggerCondition, value: number, result: boolean): ConditionResult {
  const { metric, source, operator, low, high } = condition;
  return { metric, ...(source ? { source } : {}), operator, ...(low !== undefined ? { low } : {}), ...(high !== undefined ? { high } : {}), value, result };
}
