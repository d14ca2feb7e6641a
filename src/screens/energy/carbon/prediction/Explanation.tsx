import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useEnergy } from '../../shared/EnergyFrame';
import { HOLDOUT, HORIZON, type Prediction } from './model';

/** How the forecast was made and how wrong it was on past data, in plain words. */
export function Explanation({ p }: { p: Prediction }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const trend = p.facts.trendPercentPerCycle;
  const trendText =
    p.facts.direction === 'flat'
      ? t('carbon.prediction.trendFlat')
      : t(p.facts.direction === 'up' ? 'carbon.prediction.trendUp' : 'carbon.prediction.trendDown', { value: format.percent(Math.abs(trend)) });
  return (
    <Card size="small" title={t('carbon.prediction.how.title')}>
      <Typography.Paragraph>
        {t('carbon.prediction.how.baseline', { weeks: p.fit.cyclesUsed, from: format.day(p.days[p.days.length - p.fit.cyclesUsed * p.fit.season] ?? ''), to: format.day(p.days[p.days.length - 1] ?? '') })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('carbon.prediction.how.trend', { trend: trendText, horizon: HORIZON })}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('carbon.prediction.how.error', {
          holdout: HOLDOUT,
          weeks: p.test.fit.cyclesUsed,
          mape: p.test.mape === null ? '—' : format.percent(p.test.mape),
          rmse: p.test.rmse === null ? '—' : format.carbon(p.test.rmse),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('carbon.prediction.how.monthly')}
      </Typography.Paragraph>
    </Card>
  );
}
