import { dayForm } from '../../../../lib/dateText';
import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { PeriodPicker } from '../../../../ui/time-range/PeriodPicker';
import { pickerDays } from '../../shared/dataWindow';
import { GRANULARITIES, type OverviewState } from './useOverview';

/**
 * The frame of an overview: what it shows (said on screen), the period picker and what the period
 * is compared with (the days the answer counted); a failed load offers a retry.
 */
export function OverviewFrame({ screen, state, intro, extra, children }: { screen: string; state: OverviewState; intro: string; extra?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (state.failed) return <LoadFailed title={t('operations.overviews.loadFailed')} onRetry={state.retry} />;
  const { figures } = state;
  // Days are calendar days (each station's own): written by locale, read as UTC so no zone moves them.
  const day = (value: string) => dayForm(intl, value, { year: 'numeric', month: 'short', day: 'numeric' });
  const span = (range: { from: string; to: string }) => `${day(range.from)} – ${day(range.to)}`;
  return (
    <div data-screen={screen}>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Typography.Paragraph style={{ marginBottom: 8 }}>{intro}</Typography.Paragraph>
        <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
          {state.bounds ? (
            <PeriodPicker value={state.period} onChange={state.setPeriod} granularities={GRANULARITIES} {...pickerDays(state.bounds)} />
          ) : (
            <span aria-busy="true" />
          )}
          {extra}
        </Space>
        {state.bounds && figures ? (
          // The days the answer counted: a period still running is compared to date (the mock decides).
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t(figures.toDate ? 'operations.overviews.comparedToDate' : 'operations.overviews.comparedWith', {
              current: span(figures.current.range),
              previous: span(figures.previous.range),
              lastYear: span(figures.lastYear.range),
            })}
          </Typography.Paragraph>
        ) : null}
      </Card>
      {children}
    </div>
  );
}
