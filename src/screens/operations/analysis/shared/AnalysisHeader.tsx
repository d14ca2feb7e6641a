import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Period } from '../../../../lib/period';
import { PeriodPicker } from '../../../../ui/time-range/PeriodPicker';
import { ANALYSIS_DAYS } from './useAnalysis';

/** What the screen shows and how its figures are made, beside the period it shows them for. */
export function AnalysisHeader({ intro, period, onPeriod }: { intro: ReactNode; period: Period; onPeriod: (period: Period) => void }) {
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <PeriodPicker value={period} onChange={onPeriod} granularities={['day', 'week', 'month', 'custom']} {...ANALYSIS_DAYS} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{intro}</Typography.Paragraph>
    </Space>
  );
}
