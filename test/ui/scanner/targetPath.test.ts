import { describe, expect, it } from 'vitest';
import type { ScanTarget } from '../../../src/api/scanTypes';
import { opensInStore, scanTargetPath } from '../../../src/ui/scanner/targetPath';

const STORE = 'st-1001-01';
const device = (did: string, kind: NonNullable<ScanTarget['device']>['kind'], subtype?: number | string, extra: Partial<ScanTarget> = {}): ScanTarget => ({
  kind: 'device', did, name: did, store: STORE, space: 'sp-st-1001-01-01-f01-r02', device: { kind, ...(subtype === undefined ? {} : { subtype }) }, ...extra,
});

describe('scanTargetPath', () => {
  it("opens a pile's and a gun's station monitor on their station, not in a store", () => {
    const pile: ScanTarget = { kind: 'pile', did: 'cp-00001', name: '上海北站充电站1号桩 (CS310100001-01)', store: STORE, station: 'cs-0001' };
    expect([scanTargetPath(pile), opensInStore(pile)]).toEqual(['/index/station-monitoring?station=cs-0001', false]);
    expect(scanTargetPath({ kind: 'gun', did: 'cg-000001', name: '上海北站充电站 CS310100001-01-1', store: STORE, station: 'cs-0001' })).toBe('/index/station-monitoring?station=cs-0001');
  });

  it("opens an asset's record and a screen's summary filtered to that screen", () => {
    expect(scanTargetPath({ kind: 'asset', did: 'as-00001', name: 'CS310100001-01 INFY-DC60', store: STORE })).toBe('/index/detail/p-asset-status/as-00001/view');
    const screen: ScanTarget = { kind: 'screen', did: 'screen-st-1001-01-01', name: 'lobby screen', store: STORE };
    expect([scanTargetPath(screen), opensInStore(screen)]).toEqual(['/index/screen-summary?screen=screen-st-1001-01-01', false]);
  });

  it('opens a gateway in its store, the gateway list showing it', () => {
    const gateway: ScanTarget = { kind: 'gateway', did: 'sp-st-1001-01-01-f01-gw1', name: '1F 网关1#', store: STORE, space: 'sp-st-1001-01-01-f01' };
    expect([scanTargetPath(gateway), opensInStore(gateway)]).toEqual(['/index/gateway-management?device=sp-st-1001-01-01-f01-gw1', true]);
  });

  it("opens a device in its store on its kind's control screen, showing it", () => {
    const central = device('sp-st-1001-01-01-f01-r02-ac1', 'ac', 1);
    expect([scanTargetPath(central), opensInStore(central)]).toEqual(['/index/common-ac/1?device=sp-st-1001-01-01-f01-r02-ac1', true]);
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-r03-ac1', 'ac', 2))).toBe('/index/common-ac/2?device=sp-st-1001-01-01-f01-r03-ac1');
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-r03-cr1', 'power', 1))).toBe('/index/common-power-switch/1?device=sp-st-1001-01-01-f01-r03-cr1');
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-r01-lt1', 'power', 2))).toBe('/index/common-power-switch/2?device=sp-st-1001-01-01-f01-r01-lt1');
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-r03-hw1', 'hotwater'))).toBe('/index/hot-water-maintance?system=sp-st-1001-01-01-f01-r03-hw1');
  });

  it('opens a sensor (no control screen) on the terminal monitor filtered to it', () => {
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-co21', 'sensor', 'co2'))).toBe('/index/terminal-monitoring?type=sensor&device=sp-st-1001-01-01-f01-co21');
    // A device whose kind the resolver did not name still opens somewhere that can show it.
    expect(scanTargetPath({ kind: 'device', did: 'sp-st-1001-01-01-f01-co21', name: '', store: STORE })).toBe('/index/terminal-monitoring?device=sp-st-1001-01-01-f01-co21');
  });

  it("opens a camera's space on the video wall, a speaker's room music, a curtain's room, a charging point's station, a storage system's points", () => {
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-cam1', 'camera', undefined, { space: 'sp-st-1001-01-01-f01-r01' }))).toBe('/index/video-monitoring?space=sp-st-1001-01-01-f01-r01&layout=1');
    expect(scanTargetPath(device('sp-st-1001-02-02-f01-r05-spk1', 'speaker', undefined, { space: 'sp-st-1001-02-02-f01-r05' }))).toBe('/index/smartbnb-music-home?room=sp-st-1001-02-02-f01-r05');
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-r03-ev1', 'charger', 1, { station: 'cs-0001' }))).toBe('/index/station-monitoring?station=cs-0001');
    expect(scanTargetPath(device('sp-st-1001-01-01-f01-r03-ess1', 'storage'))).toBe('/index/config-monitoring/4?device=sp-st-1001-01-01-f01-r03-ess1');
    expect(scanTargetPath(device('sp-st-1001-02-02-f01-r05-ct1', 'curtain', undefined, { space: 'sp-st-1001-02-02-f01-r05' }))).toBe('/index/smartbnb-room?room=sp-st-1001-02-02-f01-r05');
  });
});
