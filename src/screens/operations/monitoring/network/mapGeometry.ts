import type { NetworkStation, StationState } from '../../../../api/operations/monitoringTypes';
import { STATE_RANK } from '../shared/states';

/** A map view: [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 480;
/** Stations closer than this (map units) share a marker. */
export const CELL = 44;
const PADDING = 28;
/** The narrowest view, in degrees (a zoom never goes below a few kilometres). */
const MIN_SPAN = 0.02;

export interface Cluster {
  key: string;
  x: number;
  y: number;
  state: StationState;
  stations: NetworkStation[];
}

/** The bounds around the stations, padded, never narrower than MIN_SPAN. */
export function boundsOf(stations: readonly Pick<NetworkStation, 'longitude' | 'latitude'>[]): Bounds {
  if (!stations.length) return [73, 18, 135, 54];
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of stations) {
    w = Math.min(w, p.longitude);
    e = Math.max(e, p.longitude);
    s = Math.min(s, p.latitude);
    n = Math.max(n, p.latitude);
  }
  const padLon = Math.max(MIN_SPAN, e - w) * 0.08 + (Math.max(MIN_SPAN, e - w) - (e - w)) / 2;
  const padLat = Math.max(MIN_SPAN, n - s) * 0.08 + (Math.max(MIN_SPAN, n - s) - (n - s)) / 2;
  return [w - padLon, s - padLat, e + padLon, n + padLat];
}

/**
 * Longitude and latitude to map units: equirectangular, longitude shrunk by the cosine of the
 * view's middle latitude (so shapes keep their look), centred in the map.
 */
export function projector(bounds: Bounds): { x: (lon: number) => number; y: (lat: number) => number } {
  const [w, s, e, n] = bounds;
  const shrink = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const k = Math.min((MAP_WIDTH - 2 * PADDING) / ((e - w) * shrink), (MAP_HEIGHT - 2 * PADDING) / (n - s));
  const offsetX = (MAP_WIDTH - (e - w) * shrink * k) / 2;
  const offsetY = (MAP_HEIGHT - (n - s) * k) / 2;
  return { x: (lon) => offsetX + (lon - w) * shrink * k, y: (lat) => offsetY + (n - lat) * k };
}

/** Grid clustering: the stations in view that fall in one CELL-sized square share a marker at their mean, coloured by the worst of them. */
export function clustersOf(stations: readonly NetworkStation[], bounds: Bounds): Cluster[] {
  const { x, y } = projector(bounds);
  const cells = new Map<string, Cluster>();
  for (const station of stations) {
    const px = x(station.longitude);
    const py = y(station.latitude);
    if (px < 0 || px > MAP_WIDTH || py < 0 || py > MAP_HEIGHT) continue;
    const key = `${Math.floor(px / CELL)}:${Math.floor(py / CELL)}`;
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, { key, x: px, y: py, state: station.state, stations: [station] });
      continue;
    }
    const n = cell.stations.push(station);
    cell.x += (px - cell.x) / n;
    cell.y += (py - cell.y) / n;
    if (STATE_RANK[station.state] > STATE_RANK[cell.state]) cell.state = station.state;
  }
  return [...cells.values()];
}

/** Graticule lines every 'nice' step of degrees, about five across the view. */
export function graticule(bounds: Bounds): { lons: number[]; lats: number[] } {
  const span = Math.max(bounds[2] - bounds[0], bounds[3] - bounds[1]);
  const step = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10].find((s) => span / s <= 8) ?? 10;
  const range = (from: number, to: number) => {
    const out: number[] = [];
    for (let v = Math.ceil(from / step) * step; v <= to; v += step) out.push(Math.round(v * 100) / 100);
    return out;
  };
  return { lons: range(bounds[0], bounds[2]), lats: range(bounds[1], bounds[3]) };
}
