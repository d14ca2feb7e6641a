import { describe, expect, it } from 'vitest';
import { parseScanCode, scanCodeText } from '../../src/lib/scanCode';

describe('parseScanCode', () => {
  it('reads the label code and the console address alike', () => {
    expect(parseScanCode('cem:pile:cp-00001')).toEqual({ kind: 'pile', did: 'cp-00001' });
    expect(parseScanCode('  CEM:Gateway:st-1001-01-b01-f01-gw1 \n')).toEqual({ kind: 'gateway', did: 'st-1001-01-b01-f01-gw1' });
    expect(parseScanCode('https://cem.example/cem_platform/scan/gun/cg-000001')).toEqual({ kind: 'gun', did: 'cg-000001' });
    expect(parseScanCode('http://localhost:5173/cem-platform/scan/asset/as-00001/')).toEqual({ kind: 'asset', did: 'as-00001' });
  });

  it('writes what it reads', () => {
    expect(scanCodeText({ kind: 'screen', did: 'scr-0001' })).toBe('cem:screen:scr-0001');
    expect(parseScanCode(scanCodeText({ kind: 'device', did: 'st-1001-01-b01-f01-ac1' }))).toEqual({ kind: 'device', did: 'st-1001-01-b01-f01-ac1' });
  });

  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['an object', { kind: 'pile', did: 'cp-00001' }],
    ['blank', '   '],
    ['a shop barcode', '6901234567892'],
    ['an unknown kind', 'cem:car:cp-00001'],
    ['no did', 'cem:pile:'],
    ['a did climbing up', 'https://x.test/scan/pile/..%2Fcp-00001'],
    ['a did with markup', 'cem:pile:<img>'],
    ['a did too long', `cem:pile:${'a'.repeat(81)}`],
    ['a script address', 'javascript:alert(1)//scan/pile/cp-00001'],
    ['a data address', 'data:text/html,/scan/pile/cp-00001'],
    ['a broken escape', 'https://x.test/scan/pile/%E0%A4%A'],
    ['an address of another path', 'https://x.test/cem_platform/index/home'],
    ['megabytes', 'cem:pile:'.padEnd(1_000_000, 'a')],
  ])('names nothing for %s', (_what, text) => {
    expect(parseScanCode(text)).toBeUndefined();
  });
});
