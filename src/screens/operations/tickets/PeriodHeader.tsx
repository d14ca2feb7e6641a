import { stampText } from '../../../lib/dateText';
import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Period } from '../../../lib/period';
import { PeriodPicker } from '../../../ui/time-range/PeriodPicker';
import { PeriodPending } from '../../../ui/time-range/PeriodPending';
import type { useTicketPeriod } from './useTicketPeriod';

/** The head of a desk screen: its title, the period (in the URL), what it adds (exports, tabs) and the world's now. */
export function PeriodHeader({ title, state, extra, children }: { title: string; state: ReturnType<typeof useTicketPeriod>; extra?: ReactNode; children?: ReactNode }) {
  const intl = useIntl();
  const { known, explicit, period, setPeriod } = state;
  const shown: Period = period;
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 12 }}
      extra={
        <Space wrap>
          {known ? (
            <Typography.Text type="secondary">
              {intl.formatMessage({ id: 'operations.tickets.upTo' }, { now: stampText(intl, known.now, known.zone) })}
            </Typography.Text>
          ) : null}
          {extra}
        </Space>
      }
    >
      <Space wrap role="group" aria-label={intl.formatMessage({ id: 'operations.tickets.filters' })}>
        {explicit || known ? <PeriodPicker value={shown} onChange={setPeriod} granularities={['week', 'month', 'custom']} maxDay={known?.today} /> : <PeriodPending />}
        {children}
      </Space>
    </Card>
  );
}
