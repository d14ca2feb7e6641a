// @vitest-environment node
import { lintFolder, lintSnippet } from './projectLint';

/** Issue 38 §1–2: no calendar of the mock and no browser clock in the console. */
const dates = (file: string, code: string) => lintSnippet('cem/no-date-literals', file, code);
const clock = (file: string, code: string) => lintSnippet('cem/no-browser-clock', file, code);
const formats = (file: string, code: string) => lintSnippet('cem/one-date-formatter', file, code);
const SCREEN = 'src/screens/billing/X.tsx';

describe('no date literals in src (issue 38 §1)', () => {
  it('refuses each date the console carried at main', async () => {
    const cases = [
      // RunDialog's first run month, the reconciliation's pending period and first day, the bill walk's month.
      "export function runMonths(today: string, first = '2025-10') { return [today, first]; }\n",
      "export const FIRST_DAY = '2025-10-01';\n",
      "export const stop = { query: { month: '2026-10' } };\n",
      // The January 2026 fallbacks of the tickets, the device operation report and the policy records.
      "export const today = (t?: string) => t ?? '2026-01-01';\n",
      // Reference days for weekday names, a date built from a year, a template day.
      'export const MONDAY = Date.UTC(2026, 10, 2);\n',
      "export const at = new Date('2026-11-01T00:00:00+08:00');\n",
      'export const local = new Date(2000, 0, 1);\n',
      'export const day = (d: number) => `2026-11-${d}`;\n',
    ];
    for (const code of cases) expect(await dates(SCREEN, code), code).toHaveLength(1);
    expect(await dates(SCREEN, "export const PENDING = { granularity: 'custom', start: '2026-08-01', end: '2026-11-01' };\n")).toHaveLength(2);
  });

  it('lets comments carry formatting examples, and lets tests and non-dates through', async () => {
    expect(await dates(SCREEN, "// Shown as '2026-10-01 08:00'.\n/** 'YYYY-MM' ('2026-11'). */\nexport const FORMAT = 'YYYY-MM-DD';\n")).toEqual([]);
    expect(await dates(SCREEN, "export const id = 'B202610-100501-0001';\nexport const version = '2.0-1';\nexport const ms = Date.UTC(y, m, d);\n".replace('y, m, d', '1, 2, 3'))).toEqual([]);
    expect(await dates('src/screens/billing/X.test.ts', "export const day = '2026-11-01';\n")).toEqual([]);
  });

  it('passes on the whole of src today', async () => {
    expect(await lintFolder('cem/no-date-literals', 'src')).toEqual([]);
  });
});

describe('no browser clock in src (issue 38 §2)', () => {
  it('refuses Date.now, new Date() and dayjs() in the console', async () => {
    for (const code of [
      'export const now = () => Date.now();\n',
      'export const clock: () => number = Date.now;\n',
      'export const today = new Date().toISOString().slice(0, 10);\n',
      "import dayjs from 'dayjs';\nexport const today = dayjs();\n",
    ]) expect(await clock(SCREEN, code), code).toHaveLength(1);
  });

  it('lets the server clock read the browser clock, and dates built from a value through', async () => {
    expect(await clock('src/lib/serverClock.ts', 'export const browserNow = (): number => Date.now();\n')).toEqual([]);
    expect(await clock(SCREEN, "import dayjs from 'dayjs';\nexport const at = (ms: number) => [new Date(ms), dayjs(ms)];\n")).toEqual([]);
  });

  it('passes on the whole of src today', async () => {
    expect(await lintFolder('cem/no-browser-clock', 'src')).toEqual([]);
  });
});

describe('one date formatter in src (issue 38 §3)', () => {
  it('refuses formatting a date outside src/lib/dateText.ts', async () => {
    for (const code of [
      "export const at = (intl: { formatDate(v: string, o: object): string }) => intl.formatDate('x', { dateStyle: 'medium' });\n",
      'export const at = (intl: { formatTime(v: number): string }) => intl.formatTime(0);\n',
      "export const at = (ms: number) => new Intl.DateTimeFormat('en-CA').format(ms);\n",
      'export const at = (d: Date) => d.toLocaleDateString();\n',
      "import { FormattedDate } from 'react-intl';\nexport const At = () => <FormattedDate value={0} />;\n",
    ]) expect(await formats('src/screens/billing/X.tsx', code), code).toHaveLength(1);
  });

  it('lets the helper and the wall-clock modules format, and numbers through', async () => {
    expect(await formats('src/lib/dateText.ts', "export const at = (intl: { formatDate(v: string): string }) => intl.formatDate('x');\n")).toEqual([]);
    expect(await formats(SCREEN, 'export const n = (intl: { formatNumber(v: number): string }) => intl.formatNumber(2);\n')).toEqual([]);
  });

  it('passes on the whole of src today', async () => {
    expect(await lintFolder('cem/one-date-formatter', 'src')).toEqual([]);
  });
});
