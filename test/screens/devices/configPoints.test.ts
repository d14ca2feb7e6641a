import type { ConfigPoint } from '../../../src/api/devices/types';
import { filterConfigPoints } from '../../../src/screens/devices/config/configPoints';

const point = (device: string, deviceName: string, metric: ConfigPoint['metric'], value: number | null, alarm?: 'high'): ConfigPoint => ({
  id: `${device}:${metric}`, system: device, systemName: deviceName, space: 'sp-1', spaceName: '1F', device, deviceName, metric, value, unit: 'kW', online: value === null ? 'offline' : 'online', readAt: '', ...(alarm ? { alarm } : {}),
});

const POINTS = [point('ev2', 'V2G', 'power', 12), point('ev1', 'DC', 'power', null), point('ev2', 'V2G', 'loadRate', 95, 'high'), point('ev1', 'DC', 'loadRate', null)];

describe('filterConfigPoints', () => {
  it('keeps one device’s points when a scanned label named it, with the state and search filters on top', () => {
    expect(filterConfigPoints(POINTS, 'all', '', 'en', 'ev2').map((p) => p.id)).toEqual(['ev2:loadRate', 'ev2:power']);
    expect(filterConfigPoints(POINTS, 'alarm', '', 'en', 'ev2').map((p) => p.id)).toEqual(['ev2:loadRate']);
    expect(filterConfigPoints(POINTS, 'all', 'dc', 'en', 'ev2')).toEqual([]);
    expect(filterConfigPoints(POINTS, 'all', '', 'en', 'no-such-device')).toEqual([]);
  });

  it('keeps every device’s points when none is named, grouped by system name', () => {
    expect(filterConfigPoints(POINTS, 'all', '', 'en').map((p) => p.id)).toEqual(['ev1:loadRate', 'ev1:power', 'ev2:loadRate', 'ev2:power']);
    expect(filterConfigPoints(POINTS, 'offline', '', 'en').map((p) => p.id)).toEqual(['ev1:loadRate', 'ev1:power']);
  });
});
