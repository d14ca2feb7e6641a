import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface KpiTrend {
  /** Change against the previous period, in percent (12.5 = +12.5 %). */
  change: number;
  /** Which direction is good news: up for output or savings, down for consumption or emissions. */
  goodWhen?: 'up' | 'down';
}

export interface KpiCardProps {
  title: ReactNode;
  value: number | string | null | undefined;
  unit?: ReactNode;
  fractionDigits?: number;
  trend?: KpiTrend;
  loading?: boolean;
  extra?: ReactNode;
}

function Trend({ change, goodWhen = 'up' }: KpiTrend) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const percent = intl.formatNumber(Math.abs(change) / 100, { style: 'percent', maximumFractionDigits: 1 });
  // The *Text tokens: the theme keeps them at AA contrast as text (the seed colours are for fills).
  const color = direction === 'flat' ? token.colorTextSecondary : direction === goodWhen ? token.colorSuccessText : token.colorErrorText;
  const label =
    direction === 'up'
      ? intl.formatMessage({ id: 'ui.kpi.up' }, { value: percent })
      : direction === 'down'
        ? intl.formatMessage({ id: 'ui.kpi.down' }, { value: percent })
        : intl.formatMessage({ id: 'ui.kpi.flat' });
  return (
    <span data-trend={direction} aria-label={label} title={label} style={{ color, fontSize: 13 }}>
      {direction === 'up' && <ArrowUpOutlined aria-hidden />}
      {direction === 'down' && <ArrowDownOutlined aria-hidden />} {percent}
    </span>
  );
}

/**
 * The head's title may wrap (antd cuts a card title to one line with an ellipsis: "Carbon e…"),
 * and the figure may wrap inside a narrow card rather than push the card wider than its column.
 */
const TITLE_STYLE = { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'anywhere', lineHeight: 1.35 } as const;
const HEADER_STYLE = { paddingBlock: 8 } as const;

/**
 * One headline figure with its unit and its change against the previous period. `extra` (a
 * comparison, a count) is a line of its own below the figure, never beside the title in the
 * head, where the two ran into each other ("Energy costvs previous −29.2 %").
 */
export function KpiCard({ title, value, unit, fractionDigits = 2, trend, loading, extra }: KpiCardProps) {
  const intl = useIntl();
  const shown =
    value === null || value === undefined || value === ''
      ? '—'
      : typeof value === 'number'
        ? intl.formatNumber(value, { maximumFractionDigits: fractionDigits })
        : value;
  return (
    <Card size="small" title={title} styles={{ title: TITLE_STYLE, header: HEADER_STYLE }} aria-busy={loading || undefined} data-kpi-card="">
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <div>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 4, minWidth: 0 }}>
            {/* data-kpi-value: a figure arrived (a browser check tells it from the dash). */}
            <span data-kpi-value={shown === '—' ? undefined : ''} style={{ fontSize: 24, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', minWidth: 0 }}>{shown}</span>
            {unit && <span style={{ opacity: 0.65 }}>{unit}</span>}
          </div>
          {trend && <Trend {...trend} />}
          {extra ? (
            <div data-kpi-extra="" style={{ fontSize: 13, opacity: 0.85, overflowWrap: 'anywhere' }}>
              {extra}
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}
