import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { StatusTag, Table, type Tone } from '../../../../ui';
import { useEnergy } from '../../shared/EnergyFrame';
import type { AssessedBuilding, Rating } from '../model/assessment';

export const RATING_TONE: Record<Rating, Tone> = { A: 'success', B: 'warning', C: 'error', none: 'neutral' };

/** The rating as a coloured tag with its meaning in words. */
export function RatingTag({ rating }: { rating: Rating }) {
  const intl = useIntl();
  const meaning = intl.formatMessage({ id: `carbon.assessment.rating.${rating}` });
  return (
    <StatusTag tone={RATING_TONE[rating]} title={meaning}>
      {rating === 'none' ? '—' : rating} · {meaning}
    </StatusTag>
  );
}

/** Each building's carbon intensity against its benchmark. */
export function AssessmentTable({ buildings }: { buildings: AssessedBuilding[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const per = (v: number | null) => (v === null ? '—' : format.number(v, 1));
  const title = t('carbon.assessment.table.title');
  return (
    <Card size="small" title={title}>
      <Table<AssessedBuilding>
        size="small"
        rowKey="did"
        pagination={false}
        dataSource={buildings}
        aria-label={title}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('energy.noData') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('carbon.assessment.col.building') },
          { key: 'type', title: t('carbon.assessment.col.type'), render: (_, b) => t(`energy.buildingType.${b.type}`) },
          { key: 'area', title: t('carbon.assessment.col.area'), align: 'right', render: (_, b) => `${format.number(b.floorarea, 0)} m²` },
          { key: 'carbon', title: t('carbon.assessment.col.carbon'), align: 'right', render: (_, b) => format.carbon(b.carbon) },
          { key: 'intensity', title: t('carbon.assessment.col.intensity'), align: 'right', render: (_, b) => per(b.intensity) },
          { key: 'guide', title: t('carbon.assessment.col.guide'), align: 'right', render: (_, b) => per(b.benchmark.guide) },
          { key: 'constraint', title: t('carbon.assessment.col.constraint'), align: 'right', render: (_, b) => per(b.benchmark.constraint) },
          { key: 'kwh', title: t('carbon.assessment.col.kwh'), align: 'right', render: (_, b) => format.number(b.kwhIntensity, 1) },
          { key: 'rating', title: t('carbon.assessment.col.rating'), render: (_, b) => <RatingTag rating={b.rating} /> },
        ]}
      />
    </Card>
  );
}
