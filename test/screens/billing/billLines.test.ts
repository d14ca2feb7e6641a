import { createIntl } from 'react-intl';
import type { BillLine } from '../../../src/api/billing/types';
import { describeLine } from '../../../src/screens/billing/bills/billLines';
import { langMessages } from '../../support/renderUi';

const intl = createIntl({ locale: 'en-US', messages: langMessages('en') });
const june = { from: '2026-06-01', to: '2026-06-30' };
const line = (fields: Partial<BillLine>): BillLine => ({ kind: 'energy', amount: 0, ...fields });

describe('a bill line in words', () => {
  it('reads the register over the line’s own days, with its band and price', () => {
    const text = describeLine(intl, line({ meterName: '108电表', band: 'peak', startReading: 59534.52, endReading: 60890.1, kwh: 399.91, price: 1.4287, from: '2026-06-01', to: '2026-06-14' }), june);
    expect(text).toEqual({ item: 'Electricity, meter 108电表 · peak (2026-06-01 to 2026-06-14)', detail: 'readings 59,534.52 → 60,890.1 kWh · 399.91 kWh × 1.4287' });
  });

  it('a difference names the register and what its sub-meters took, not a made-up meter total', () => {
    const text = describeLine(intl, line({ meterName: 'B座照明', band: 'flat', startReading: 1000, endReading: 1600, minusKwh: 250, kwh: 210.5, price: 0.9, ...june }), june);
    expect(text.detail).toBe('readings 1,000 → 1,600 kWh, less 250 kWh of sub-meters · 210.5 kWh × 0.90');
  });

  it('counts days in the plural only when there are several', () => {
    const late = (days: number) => describeLine(intl, line({ kind: 'late-fee', name: 'B202605-100501-0002', days, price: 0.0005 }), june).detail;
    expect(late(1)).toBe('B202605-100501-0002: 1 day overdue × 0.05% a day');
    expect(late(30)).toBe('B202605-100501-0002: 30 days overdue × 0.05% a day');
  });
});
