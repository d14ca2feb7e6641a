import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { AggAnswer, TouBand } from '../../../api/energyTypes';
import { EmptyData, Table } from '../../../ui';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import type { Resource } from '../../../ui/resource/Resource';

const isBand = (key: string): key is TouBand => key === 'peak' || key === 'flat' || key === 'valley';

/** The period's electricity by time-of-use band (aggquery groupby touBand): energy, share and what it cost. */
export const BandCostTable = observer(function BandCostTable({ bands }: { bands: Resource<AggAnswer> }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const answer = bands.value;
  if (!answer || bands.status === 'error') return <LoadState status={bands.status} onRetry={() => void bands.reload()} rows={3} />;
  if (answer.rows.length === 0 || answer.total.energy <= 0) return <EmptyData />;
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      aria-label={intl.formatMessage({ id: 'efficiency.bands.title' })}
      dataSource={answer.rows}
      columns={[
        { key: 'band', title: intl.formatMessage({ id: 'efficiency.col.band' }), render: (_, r) => (isBand(r.key) ? intl.formatMessage({ id: `efficiency.band.${r.key}` }) : r.name) },
        { key: 'energy', title: intl.formatMessage({ id: 'efficiency.col.energy' }), align: 'right', render: (_, r) => format.quantity(r.energy, 'kWh') },
        { key: 'share', title: intl.formatMessage({ id: 'efficiency.col.share' }), align: 'right', render: (_, r) => format.percent((r.energy / answer.total.energy) * 100) },
        { key: 'cost', title: intl.formatMessage({ id: 'efficiency.col.cost' }), align: 'right', render: (_, r) => format.money(r.cost) },
      ]}
    />
  );
});
