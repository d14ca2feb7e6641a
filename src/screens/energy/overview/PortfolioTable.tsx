import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type AggRow } from '../../../api/energyTypes';
import { changePercent } from '../../../lib/carbon';
import type { EnergyFormat } from '../../../ui/format/useEnergyFormat';
import type { Compared } from '../shared/comparison';
import { rowOf } from './kpis';
import type { EnergyTypeOrAll } from './params';
import { usePortfolio } from './PortfolioFrame';
import { Table } from '../../../ui';

/** How "consumption" is measured: tonnes of coal equivalent across types, or one type's own unit. */
export interface Measure {
  value: (row: Pick<AggRow, 'energy' | 'tce'>) => number;
  text: (value: number) => string;
  /** Consumption per m² in `intensityUnit`. */
  intensity: (value: number, area: number) => number;
  intensityUnit: string;
}

export function consumptionOf(type: EnergyTypeOrAll, format: EnergyFormat): Measure {
  if (type === 'all') {
    return {
      value: (r) => r.tce,
      text: (v) => `${format.number(v, 3)} tce`,
      intensity: (v, area) => (v * 1000) / area,
      intensityUnit: 'kgce/m²',
    };
  }
  const unit = ENERGY_UNIT[type];
  return { value: (r) => r.energy, text: (v) => format.quantity(v, unit), intensity: (v, area) => v / area, intensityUnit: `${unit}/m²` };
}

interface Line {
  key: string;
  name: string;
  province: string;
  consumption: number;
  consumptionYoy: number | null;
  intensity: number | null;
  carbon: number;
  carbonYoy: number | null;
  cost: number;
}

/** Every store of the parent with its figures and year-on-year changes. */
export function PortfolioTable({ data, measure }: { data: Compared; measure: Measure }) {
  const intl = useIntl();
  const { stores, format } = usePortfolio();
  const t = (id: string) => intl.formatMessage({ id });
  const lines: Line[] = data.current.rows.map((r) => {
    const before = rowOf(data.yoy, r.key);
    const consumption = measure.value(r);
    return {
      key: r.key,
      name: r.name,
      province: stores.find((s) => s.did === r.key)?.province ?? '',
      consumption,
      consumptionYoy: before ? changePercent(consumption, measure.value(before)) : null,
      intensity: r.area ? measure.intensity(consumption, r.area) : null,
      carbon: r.carbon,
      carbonYoy: before ? changePercent(r.carbon, before.carbon) : null,
      cost: r.cost,
    };
  });
  const pct = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${format.percent(v)}`);
  const num = { align: 'right' as const };
  return (
    <Card size="small" title={t('overview.portfolio.table')}>
      <Table<Line>
        size="small"
        rowKey="key"
        dataSource={lines}
        pagination={false}
        scroll={{ x: 900 }}
        aria-label={t('overview.portfolio.table')}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('overview.col.store') },
          { key: 'province', dataIndex: 'province', title: t('overview.col.province') },
          { key: 'consumption', title: t('overview.col.consumption'), ...num, sorter: (a, b) => a.consumption - b.consumption, render: (_, l) => measure.text(l.consumption) },
          { key: 'consumptionYoy', title: t('overview.col.yoy'), ...num, render: (_, l) => pct(l.consumptionYoy) },
          {
            key: 'intensity',
            title: `${t('overview.col.intensity')} (${measure.intensityUnit})`,
            ...num,
            sorter: (a, b) => (a.intensity ?? 0) - (b.intensity ?? 0),
            render: (_, l) => (l.intensity === null ? '—' : format.number(l.intensity, 2)),
          },
          { key: 'carbon', title: t('overview.col.carbon'), ...num, sorter: (a, b) => a.carbon - b.carbon, render: (_, l) => format.carbon(l.carbon) },
          { key: 'carbonYoy', title: t('overview.col.yoy'), ...num, render: (_, l) => pct(l.carbonYoy) },
          { key: 'cost', title: t('overview.col.cost'), ...num, sorter: (a, b) => a.cost - b.cost, render: (_, l) => format.money(l.cost) },
        ]}
      />
    </Card>
  );
}
