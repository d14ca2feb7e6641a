// @vitest-environment node
import { formatWallClock, toCell, toWallClock } from '../../../src/lib/export/cellValue';
import { excelSerial } from '../../../src/lib/export/xlsx/cells';
import { columnLetters, escapeXml, safeSheetName } from '../../../src/lib/export/xlsx/xml';

describe('export cell values', () => {
  it('keeps the wall clock of zone-less date text, whatever the machine zone', () => {
    expect(toWallClock('2026-11-03 08:05:09')).toEqual({ year: 2026, month: 11, day: 3, hour: 8, minute: 5, second: 9 });
    expect(toWallClock('2026-11-03T08:05')).toEqual({ year: 2026, month: 11, day: 3, hour: 8, minute: 5, second: 0 });
    expect(toWallClock('2026-02-30')).toBeNull();
    expect(toWallClock('soon')).toBeNull();
  });

  it('reads text with a zone in the zone given (the store\'s), in the browser\'s without one or with an unknown one', () => {
    const instant = '2026-10-31T16:30:00.000Z';
    expect(toWallClock(instant, 'Asia/Shanghai')).toEqual({ year: 2026, month: 11, day: 1, hour: 0, minute: 30, second: 0 });
    expect(toWallClock(instant, 'Asia/Bangkok')).toEqual({ year: 2026, month: 10, day: 31, hour: 23, minute: 30, second: 0 });
    expect(toWallClock('2026-11-01T00:30:00+08:00', 'Asia/Bangkok')).toEqual({ year: 2026, month: 10, day: 31, hour: 23, minute: 30, second: 0 });
    expect(toWallClock(instant, 'Not/AZone')).toEqual(toWallClock(instant));
    expect(toWallClock('2026-10-31 16:30:00', 'Asia/Shanghai')).toEqual({ year: 2026, month: 10, day: 31, hour: 16, minute: 30, second: 0 });
    expect(toCell(instant, 'datetime', 'Asia/Shanghai')).toEqual({ kind: 'date', clock: { year: 2026, month: 11, day: 1, hour: 0, minute: 30, second: 0 }, withTime: true });
  });

  it('reads Dates and epoch milliseconds in local time', () => {
    const d = new Date(2026, 10, 3, 8, 5, 9);
    expect(formatWallClock(toWallClock(d)!, true)).toBe('2026-11-03 08:05:09');
    expect(formatWallClock(toWallClock(d.getTime())!, false)).toBe('2026-11-03');
  });

  it('types values per column type and falls back to text', () => {
    expect(toCell('12.5', 'number')).toEqual({ kind: 'number', value: 12.5 });
    expect(toCell(Number.NaN, 'number')).toEqual({ kind: 'empty' });
    expect(toCell(Infinity, 'number')).toEqual({ kind: 'empty' });
    expect(toCell('abc', 'number')).toEqual({ kind: 'text', text: 'abc' });
    expect(toCell('', 'number')).toEqual({ kind: 'empty' });
    expect(toCell(12, 'text')).toEqual({ kind: 'text', text: '12' });
    expect(toCell({ a: 1 })).toEqual({ kind: 'text', text: '{"a":1}' });
  });

  it('computes Excel serial numbers of the 1900 date system', () => {
    expect(excelSerial({ year: 1900, month: 3, day: 1, hour: 0, minute: 0, second: 0 })).toBe(61);
    expect(excelSerial({ year: 2026, month: 1, day: 1, hour: 12, minute: 0, second: 0 })).toBe(46023.5);
  });

  it('names columns A…Z, AA…', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    expect(escapeXml('a<b & "c" > d')).toBe('a&lt;b &amp; &quot;c&quot; &gt; d');
    expect(escapeXml('bell\u0007 tab\t ok\uD83D\uDE00 lone\uD800')).toBe('bell tab\t ok\uD83D\uDE00 lone');
  });

  it('makes a valid sheet name', () => {
    expect(safeSheetName('a/b:c*d?[e]')).toBe('a b c d  e');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName('  ')).toBe('Sheet1');
  });
});
