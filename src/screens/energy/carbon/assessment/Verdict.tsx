import { Alert, Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useEnergy } from '../../shared/EnergyFrame';
import type { storeVerdict } from '../model/assessment';
import { RatingTag } from './AssessmentTable';

/** The store-level verdict, and the rule every rating on the screen follows, in words. */
export function Verdict({ verdict, gridFactor, factorDay, start, end }: { verdict: ReturnType<typeof storeVerdict>; gridFactor: number; factorDay: string; start: string; end: string }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const num = (v: number | null) => (v === null ? '—' : format.number(v, 1));
  const rated = verdict.rating !== 'none';
  return (
    <Card size="small" title={intl.formatMessage({ id: 'carbon.assessment.verdict.title' })}>
      {rated ? (
        <Alert
          type={verdict.rating === 'A' ? 'success' : verdict.rating === 'B' ? 'warning' : 'error'}
          showIcon
          title={<RatingTag rating={verdict.rating} />}
          description={intl.formatMessage(
            { id: `carbon.assessment.verdict.${verdict.rating}` },
            { intensity: num(verdict.intensity), guide: num(verdict.benchmark.guide), constraint: num(verdict.benchmark.constraint) },
          )}
        />
      ) : (
        <Alert type="info" showIcon title={intl.formatMessage({ id: 'carbon.assessment.verdict.none' })} />
      )}
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} type="secondary">
        {intl.formatMessage({ id: 'carbon.assessment.rule' }, { factor: format.number(gridFactor, 4), day: format.day(factorDay), start: format.day(start), end: format.day(end) })}
      </Typography.Paragraph>
    </Card>
  );
}
