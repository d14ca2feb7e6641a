import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DataBounds } from '../../../../api/operations/boundsTypes';
import type { Period } from '../../../../lib/period';
import { PeriodPicker } from '../../../../ui/time-range/PeriodPicker';
import { pickerDays } from '../../shared/dataWindow';

/** What the screen shows and how its figures are made, beside the period it shows them for (once the days with data are known). */
export function AnalysisHeader({ intro, bounds, period, onPeriod }: { intro: ReactNode; bounds: DataBounds | undefined; period: Period; onPeriod: (period: Period) => void }) {
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      {bounds ? <PeriodPicker value={period} onChange={onPeriod} granularities={['day', 'week', 'month', 'custom']} {...pickerDays(bounds)} /> : <span aria-busy="true" />}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{intro}</Typography.Paragraph>
    </Space>
  );
}
