// A list's date and datetime cells hold wall clocks ("2026-11-03 08:00:00"): they show as written,
// whatever the zone the console formats in (the store's) and the browser's (issue 21 §3). Instants
// ("2026-10-31T16:30:00.000Z") show at the store, in the table and in the exported file alike (issue 24).
import { strFromU8, unzipSync } from 'fflate';
import { createIntl } from 'react-intl';
import { writeXlsx } from '../../src/lib/export';
import { excelSerial } from '../../src/lib/export/xlsx/cells';
import { toExportColumns, type DataColumn } from '../../src/ui';
import { renderCell } from '../../src/ui/data-table/renderCell';

process.env.TZ = 'America/New_York';

const NEAR_MIDNIGHT = '2026-10-31T16:30:00.000Z';
const at = (timeZone?: string) => createIntl({ locale: 'en-US', timeZone, messages: {} });
const startColumn: DataColumn<Record<string, unknown>> = { key: 'starttime', title: 'Start', type: 'datetime' };
const dayColumn: DataColumn<Record<string, unknown>> = { key: 'day', title: 'Day', type: 'date' };

/** The serial numbers of the exported sheet's first data row, by column letter. */
async function exportedRow(timeZone: string | undefined, row: Record<string, unknown>): Promise<Record<string, number>> {
  const bytes = await writeXlsx({ columns: toExportColumns([startColumn, dayColumn], at(timeZone)), rows: [row] });
  const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
  return Object.fromEntries([...sheet.matchAll(/<c r="([A-Z]+)2"[^>]*><v>([^<]+)<\/v>/g)].map((m) => [m[1]!, Number(m[2])]));
}

const serial = (year: number, month: number, day: number, hour: number, minute: number) => excelSerial({ year, month, day, hour, minute, second: 0 });

describe('wall-clock cells in any zone', () => {
  it('a datetime and a date keep their wall clock for a Tokyo store in a New York browser', () => {
    const intl = createIntl({ locale: 'en-US', timeZone: 'Asia/Tokyo', messages: {} });
    expect(renderCell({ key: 'readAt', title: 'Read at', type: 'datetime' }, '2026-11-03 08:00:00', {}, intl)).toBe('2026-11-03 08:00:00');
    expect(renderCell({ key: 'day', title: 'Day', type: 'date' }, '2026-11-03', {}, intl)).toBe('2026-11-03');
  });
});

describe('instant cells at the store, in a New York browser', () => {
  it('show 2026-10-31T16:30Z as 1 November 00:30 for a store in Shanghai, 31 October 23:30 for one in Bangkok', () => {
    expect(renderCell(startColumn, NEAR_MIDNIGHT, {}, at('Asia/Shanghai'))).toBe('2026-11-01 00:30:00');
    expect(renderCell(dayColumn, NEAR_MIDNIGHT, {}, at('Asia/Shanghai'))).toBe('2026-11-01');
    expect(renderCell(startColumn, NEAR_MIDNIGHT, {}, at('Asia/Bangkok'))).toBe('2026-10-31 23:30:00');
    // The same instant written with an offset.
    expect(renderCell(startColumn, '2026-10-31T23:30:00+07:00', {}, at('Asia/Shanghai'))).toBe('2026-11-01 00:30:00');
    // No store chosen: the browser's zone.
    expect(renderCell(startColumn, NEAR_MIDNIGHT, {}, at(undefined))).toBe('2026-10-31 12:30:00');
  });

  it('export the same wall clocks to the Excel file; zone-less text keeps its own', async () => {
    // A date cell keeps the time in its value (Excel shows the day of it).
    expect(await exportedRow('Asia/Shanghai', { starttime: NEAR_MIDNIGHT, day: NEAR_MIDNIGHT })).toEqual({ A: serial(2026, 11, 1, 0, 30), B: serial(2026, 11, 1, 0, 30) });
    expect(await exportedRow('Asia/Bangkok', { starttime: NEAR_MIDNIGHT, day: NEAR_MIDNIGHT })).toEqual({ A: serial(2026, 10, 31, 23, 30), B: serial(2026, 10, 31, 23, 30) });
    expect(await exportedRow('Asia/Shanghai', { starttime: '2026-10-31 16:30:00', day: '2026-10-31' })).toEqual({ A: serial(2026, 10, 31, 16, 30), B: serial(2026, 10, 31, 0, 0) });
  });
});
