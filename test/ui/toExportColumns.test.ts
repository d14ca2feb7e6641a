import { createIntl } from 'react-intl';
import { toCell } from '../../src/lib/export/cellValue';
import { toExportColumns, type DataColumn } from '../../src/ui';
import { langMessages } from '../support/renderUi';

type Row = Record<string, unknown>;
const intl = createIntl({ locale: 'en-US', messages: langMessages('en') });

const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', width: 140 },
  { key: 'kwh', title: 'Energy', type: 'number' },
  { key: 'cost', title: 'Cost', type: 'money' },
  { key: 'readAt', title: 'Read at', type: 'datetime' },
  { key: 'kind', title: 'Kind', type: 'enum', options: [{ value: 'e', label: 'Electricity' }] },
  { key: 'state', title: 'State', type: 'status', options: [{ value: 1, label: 'Running' }] },
  { key: 'online', title: 'Online', type: 'boolean' },
  { key: 'url', title: 'Link', type: 'link', linkText: (row) => `open ${String(row.name)}` },
];

describe('toExportColumns', () => {
  it('exports what the table shows: visible columns in layout order', () => {
    const out = toExportColumns(columns, intl, { order: ['kwh', 'name'], hidden: ['cost', 'readAt', 'kind', 'state', 'online', 'url'] });
    expect(out.map((c) => c.key)).toEqual(['kwh', 'name']);
  });

  it('types numbers, money and dates for the writers and turns codes into labels', () => {
    const out = toExportColumns(columns, intl);
    expect(Object.fromEntries(out.map((c) => [c.key, c.type]))).toEqual({
      name: 'text',
      kwh: 'number',
      cost: 'number',
      readAt: 'datetime',
      kind: 'text',
      state: 'text',
      online: 'text',
      url: 'text',
    });
    expect(out[0]!.width).toBe(20);
    const row = { name: 'M1', kind: 'e', state: '1', online: 0, url: 'https://x.example' };
    const value = (key: string) => out.find((c) => c.key === key)!.value?.(row);
    expect(value('kind')).toBe('Electricity');
    expect(value('state')).toBe('Running');
    expect(value('online')).toBe('No');
    expect(value('url')).toBe('open M1');
    expect(toCell(out.find((c) => c.key === 'online')!.value?.({ online: null }))).toEqual({ kind: 'empty' });
  });
});
