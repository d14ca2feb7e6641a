import type { DeviceView, MeterLive } from '../../../api/devices/types';
import { extendSeries, type SparkSample } from '../../../ui/sparkline/sparklinePath';

/** What a point measures (the screen's filter). */
export type PointMetric = 'temperature' | 'humidity' | 'co2' | 'pm25' | 'power' | 'flow';
export const POINT_METRICS: readonly PointMetric[] = ['temperature', 'humidity', 'co2', 'pm25', 'power', 'flow'];

/** A device or meter of the space with its value now and its last hour. */
export interface LivePoint {
  id: string;
  name: string;
  /** A device kind, or 'meter'. */
  source: DeviceView['kind'] | 'meter';
  spaceName: string;
  metric: PointMetric;
  /** Null while it cannot be read (offline, or unknown behind an offline gateway). */
  value: number | null;
  unit: string;
  online: boolean;
  series: SparkSample[];
}

export const HOUR_MS = 3_600_000;
/** The server's history: one sample every 5 minutes, oldest first, ending now. */
const HISTORY_STEP_MS = 5 * 60_000;
/** Past the history, the series keeps about one sample a minute (cheap to draw, still live). */
const LIVE_STEP_MS = 60_000;

/** The main value of a device, as its history on the server is of the same quantity; none for gateways and cameras. */
function reading(d: DeviceView): { metric: PointMetric; value: number; unit: string } | undefined {
  if (d.ac) return { metric: 'temperature', value: d.ac.temperature, unit: '°C' };
  if (d.sensor) return { metric: d.sensor.metric === 'power' ? 'power' : d.sensor.metric, value: d.sensor.value, unit: d.sensor.unit };
  if (d.hotwater) return { metric: 'temperature', value: d.hotwater.tankTemperature, unit: '°C' };
  if (d.storage) return { metric: 'power', value: d.storage.powerKw, unit: 'kW' };
  if (d.power || d.charger) return { metric: 'power', value: d.loadKw, unit: 'kW' };
  return undefined;
}

function seeded(history: readonly number[] | undefined, now: number): SparkSample[] {
  if (!history) return [];
  return history.map((v, i) => ({ t: now - (history.length - 1 - i) * HISTORY_STEP_MS, v }));
}

/**
 * The space's points from one answer, their series extended from `previous` (by id): the first
 * answer brings the last hour from the server, later ones add their reading.
 */
export function mergePoints(devices: readonly DeviceView[], meters: readonly MeterLive[], previous: ReadonlyMap<string, SparkSample[]>): LivePoint[] {
  const points: LivePoint[] = [];
  const add = (base: Omit<LivePoint, 'series'>, readAt: string, history: readonly number[] | undefined) => {
    const now = Date.parse(readAt);
    const before = previous.get(base.id);
    const series = before ? (base.value === null ? before : extendSeries(before, { t: now, v: base.value }, HOUR_MS, LIVE_STEP_MS)) : seeded(history, now);
    points.push({ ...base, series });
  };
  for (const d of devices) {
    const read = reading(d);
    if (!read) continue;
    const online = d.online === 'online';
    add({ id: d.did, name: d.name, source: d.kind, spaceName: d.spaceName, metric: read.metric, value: online ? read.value : null, unit: read.unit, online }, d.readAt, d.history);
  }
  for (const m of meters) {
    add({ id: m.did, name: m.name, source: 'meter', spaceName: '', metric: m.unit === 'kW' ? 'power' : 'flow', value: m.online ? m.value : null, unit: m.unit, online: m.online }, m.readAt, m.history);
  }
  return points;
}

/** Points matching the screen's filters: a metric (or all) and a search over names. */
export function filterPoints(points: readonly LivePoint[], metric: PointMetric | 'all', search: string): LivePoint[] {
  const text = search.trim().toLowerCase();
  return points.filter((p) => (metric === 'all' || p.metric === metric) && (!text || p.name.toLowerCase().includes(text) || p.spaceName.toLowerCase().includes(text)));
}
