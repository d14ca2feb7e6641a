// @vitest-environment node
import { UTF8_BOM, csvField, guardFormula, writeCsv, type ExportColumn } from '../../../src/lib/export';

type Row = Record<string, unknown>;
const col = (key: string, type?: ExportColumn<Row>['type']): ExportColumn<Row> => ({ key, title: key, type });

describe('CSV writer', () => {
  it('starts with a UTF-8 BOM, ends lines with CRLF and keeps Chinese text', async () => {
    const csv = await writeCsv({ columns: [col('名称'), col('city')], rows: [{ 名称: '上海店', city: '上海' }] });
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}名称,city\r\n上海店,上海\r\n`);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180) and doubles inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '=HYPERLINK("http://evil","x")', '\tcmd', '\rcmd'])(
    'guards the formula-like text %j with a leading quote',
    (text) => {
      expect(guardFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(guardFormula('a=b')).toBe('a=b');
    expect(guardFormula('中文')).toBe('中文');
  });

  it('guards and quotes together in a written file, headers included', async () => {
    const csv = await writeCsv({
      columns: [{ key: 'a', title: '=title' }, col('b')],
      rows: [{ a: '=HYPERLINK("http://evil","x")', b: '@cmd' }],
    });
    expect(csv.split('\r\n')).toEqual([`${UTF8_BOM}'=title,b`, `"'=HYPERLINK(""http://evil"",""x"")",'@cmd`, '']);
  });

  it('writes numbers as numbers (negative ones unguarded), dates as ISO text, empty values as empty fields', async () => {
    const csv = await writeCsv({
      columns: [col('n', 'number'), col('d', 'date'), col('t', 'datetime'), col('x')],
      rows: [
        { n: -12.5, d: '2026-11-03', t: '2026-11-03 08:05:09', x: null },
        { n: '42', d: new Date(2026, 0, 2, 3, 4, 5), t: 'not a date', x: undefined },
        { n: 'n/a', d: '', t: null, x: false },
      ],
    });
    expect(csv.split('\r\n').slice(1, 4)).toEqual(['-12.5,2026-11-03,2026-11-03 08:05:09,', '42,2026-01-02,not a date,', 'n/a,,,false']);
  });

  it('uses a column value function (labels instead of codes)', async () => {
    const csv = await writeCsv({
      columns: [{ key: 'state', title: 'State', value: (row: Row) => (row.state === 1 ? 'On' : 'Off') }],
      rows: [{ state: 1 }, { state: 0 }],
    });
    expect(csv).toBe(`${UTF8_BOM}State\r\nOn\r\nOff\r\n`);
  });

  it('reports progress up to the row count and stops on abort', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ i }));
    const reports: number[] = [];
    await writeCsv({ columns: [col('i', 'number')], rows }, { sliceMs: 0, onProgress: (p) => reports.push(p.done) });
    expect(reports.length).toBeGreaterThan(1);
    expect(reports.at(-1)).toBe(5000);
    const controller = new AbortController();
    const aborted = writeCsv({ columns: [col('i')], rows }, { sliceMs: 0, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
