import type { NetworkStation } from '../../../src/api/operations/monitoringTypes';
import { boundsOf, clustersOf } from '../../../src/screens/operations/monitoring/network/mapGeometry';

const station = (did: string, longitude: number, latitude: number, state: NetworkStation['state']): NetworkStation => ({
  did, name: did, city: '', longitude, latitude, state, guns: 2, charging: 0, faulted: 0, offline: 0, power: 0,
});

describe('the network map’s grid clustering (issue 24)', () => {
  const shanghai = [station('a', 121.47, 31.23, 'idle'), station('b', 121.48, 31.24, 'faulted'), station('c', 121.49, 31.22, 'charging')];
  const network = [...shanghai, station('d', 116.4, 39.9, 'charging'), station('e', 113.26, 23.13, 'offline')];

  it('draws stations close together as one marker counting them, coloured by the worst of them', () => {
    const clusters = clustersOf(network, boundsOf(network));
    expect(clusters.map((c) => [c.stations.map((s) => s.did).join(''), c.state])).toEqual([['abc', 'faulted'], ['d', 'charging'], ['e', 'offline']]);
  });

  it('zoomed to a cluster’s stations, draws each on its own', () => {
    expect(clustersOf(network, boundsOf(shanghai)).map((c) => c.stations.map((s) => s.did).join(''))).toEqual(['a', 'b', 'c']);
  });

  it('leaves out stations outside the view', () => {
    expect(clustersOf(network, [121, 31, 122, 32]).flatMap((c) => c.stations.map((s) => s.did))).toEqual(['a', 'b', 'c']);
  });
});
