import { Card } from 'antd';
import { useIntl } from 'react-intl';
import type { AggAnswer, TouBand } from '../../../../api/energyTypes';
import { useEnergy } from '../../shared/EnergyFrame';
import { byBand } from '../model/income';
import { hoursOfBand, TOU_BANDS } from '../model/tariff';
import { Table } from '../../../../ui';

interface BandRow {
  band: TouBand;
  hours: number;
  energy: number;
  cost: number;
  share: number;
  lastShare: number | null;
}

/** Percent of each band in an aggregation grouped by touBand. */
export function bandShares(answer: AggAnswer | null | undefined): Record<TouBand, number> | null {
  if (!answer || answer.total.energy <= 0) return null;
  const energy = byBand(answer);
  return { peak: (energy.peak / answer.total.energy) * 100, flat: (energy.flat / answer.total.energy) * 100, valley: (energy.valley / answer.total.energy) * 100 };
}

/** Energy and cost of each time-of-use band over the period, with last year's share. */
export function BandTable({ current, lastYear, bands }: { current: AggAnswer; lastYear: AggAnswer | null; bands: readonly TouBand[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const shares = bandShares(current);
  const last = bandShares(lastYear);
  const rows: BandRow[] = TOU_BANDS.map((band) => {
    const row = current.rows.find((r) => r.key === band);
    return { band, hours: hoursOfBand(bands, band).length, energy: row?.energy ?? 0, cost: row?.cost ?? 0, share: shares?.[band] ?? 0, lastShare: last?.[band] ?? null };
  });
  const title = t('peaking.bands.title');
  return (
    <Card size="small" title={title}>
      <Table<BandRow>
        size="small"
        rowKey="band"
        pagination={false}
        dataSource={rows}
        aria-label={title}
        columns={[
          { key: 'band', title: t('peaking.col.band'), render: (_, r) => t(`peaking.band.${r.band}`) },
          { key: 'hours', title: t('peaking.col.hours'), align: 'right', dataIndex: 'hours' },
          { key: 'energy', title: t('peaking.col.energy'), align: 'right', render: (_, r) => format.quantity(r.energy, 'kWh') },
          { key: 'cost', title: t('peaking.col.cost'), align: 'right', render: (_, r) => format.money(r.cost) },
          { key: 'share', title: t('peaking.col.share'), align: 'right', render: (_, r) => format.percent(r.share) },
          { key: 'lastShare', title: t('peaking.col.lastShare'), align: 'right', render: (_, r) => (r.lastShare === null ? '—' : format.percent(r.lastShare)) },
        ]}
      />
    </Card>
  );
}
