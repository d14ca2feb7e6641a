import { describe, expect, it } from 'vitest';
import { opensInStore, scanTargetPath } from '../../../src/ui/scanner/targetPath';

describe('scanTargetPath', () => {
  it("opens a pile's and a gun's station monitor on their station", () => {
    expect(scanTargetPath({ kind: 'pile', did: 'cp-00001', name: '上海北站充电站1号桩 (CS310100001-01)', store: 'st-1001-01', station: 'cs-0001' })).toBe('/index/station-monitoring?station=cs-0001');
    expect(scanTargetPath({ kind: 'gun', did: 'cg-000001', name: '上海北站充电站 CS310100001-01-1', store: 'st-1001-01', station: 'cs-0001' })).toBe('/index/station-monitoring?station=cs-0001');
  });

  it("opens an asset's record, a screen's summary, and a device's or gateway's page in its store", () => {
    expect(scanTargetPath({ kind: 'asset', did: 'as-00001', name: 'CS310100001-01 INFY-DC60', store: 'st-1001-01' })).toBe('/index/detail/p-asset-status/as-00001/view');
    expect(scanTargetPath({ kind: 'screen', did: 'scr-0001', name: 'Lobby', store: 'st-1001-01' })).toBe('/index/screen-summary');
    const gateway = { kind: 'gateway', did: 'st-1001-01-b01-f01-gw1', name: 'Gateway 1', store: 'st-1001-01' } as const;
    expect([scanTargetPath(gateway), opensInStore(gateway)]).toEqual(['/index/gateway-management', true]);
    const device = { kind: 'device', did: 'st-1001-01-b01-f01-ac1', name: 'AC 1', store: 'st-1001-01' } as const;
    expect([scanTargetPath(device), opensInStore(device)]).toEqual(['/index/terminal-monitoring', true]);
    expect(opensInStore({ kind: 'pile', did: 'cp-00001', name: '', store: 'st-1001-01' })).toBe(false);
  });
});
