import { dayRangeForm, monthTitle } from '../../lib/dateText';
import { theme } from 'antd';
import { useIntl } from 'react-intl';
import type { Period } from '../../lib/period';
import type { PortfolioPeriod } from './portfolioPeriod';

/**
 * Which month the figures are for and what the changes compare with, in words: the whole
 * previous month, or the same days of it when the month is not complete yet.
 */
export function PeriodNote({ period }: { period: PortfolioPeriod }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const month = monthTitle(intl, period.current.start);
  const range = (p: Period) => dayRangeForm(intl, p.start, p.end, { year: 'numeric', month: 'short', day: 'numeric' });
  const id = !period.previous ? 'portfolio.period.noPrevious' : period.whole ? 'portfolio.period.whole' : 'portfolio.period.partial';
  const text = intl.formatMessage(
    { id },
    { month, range: range(period.current), previous: period.previous ? range(period.previous) : '' },
  );
  return (
    <p data-testid="portfolio-period" style={{ margin: '0 0 12px', color: token.colorText }}>
      {text}
    </p>
  );
}
