import type { IntlShape } from 'react-intl';
import { ENERGY_TYPES, ENERGY_UNIT, type AggAnswer, type EnergyType, type StoreEnergyConfig } from '../../../api/energyTypes';
import { changePercent, scaleUnit } from '../../../lib/carbon';
import { trendOf, vsPreviousText, type Compared } from '../shared/comparison';
import type { KpiItem } from '../../../ui/KpiRow';
import type { EnergyFormat } from '../../../ui/format/useEnergyFormat';

/** Energy types the store meters (it has a main meter of that type), in the usual order. */
export function meteredTypes(config: StoreEnergyConfig): EnergyType[] {
  return ENERGY_TYPES.filter((t) => config.meters.some((m) => m.energytype === t && m.kind === 'main'));
}

export const rowOf = (answer: AggAnswer | null | undefined, key: string) => answer?.rows.find((r) => r.key === key);

/** "vs previous +3.2 %" under a KPI, or nothing when the previous period is outside the data. */
export function vsPrevious(intl: IntlShape, format: EnergyFormat, current: number, previous: number | null | undefined): string | undefined {
  return vsPreviousText(intl, format, changePercent(current, previous));
}

/** One KPI per metered energy type (its own unit, YoY trend, previous-period change). */
export function energyTypeKpis(intl: IntlShape, format: EnergyFormat, data: Compared, types: readonly EnergyType[]): KpiItem[] {
  return types.map((type) => {
    const energy = rowOf(data.current, type)?.energy ?? 0;
    const scaled = scaleUnit(energy, ENERGY_UNIT[type]);
    return {
      key: type,
      title: format.energyType(type),
      value: scaled.value,
      unit: scaled.unit,
      trend: data.yoy ? trendOf(energy, rowOf(data.yoy, type)?.energy) : undefined,
      extra: vsPrevious(intl, format, energy, rowOf(data.mom, type)?.energy),
    };
  });
}

/** Carbon, cost (in the language's currency) and coal-equivalent totals of a period. */
export function totalKpis(intl: IntlShape, format: EnergyFormat, data: Compared, which: Array<'carbon' | 'cost' | 'tce'>): KpiItem[] {
  const { current, yoy, mom } = data;
  const items: Record<'carbon' | 'cost' | 'tce', () => KpiItem> = {
    carbon: () => {
      const carbon = scaleUnit(current.total.carbon, 'kgCO2');
      return {
        key: 'carbon',
        title: intl.formatMessage({ id: 'overview.kpi.carbon' }),
        value: carbon.value,
        unit: carbon.unit,
        trend: trendOf(current.total.carbon, yoy?.total.carbon),
        extra: vsPrevious(intl, format, current.total.carbon, mom?.total.carbon),
      };
    },
    cost: () => ({
      key: 'cost',
      title: intl.formatMessage({ id: 'overview.kpi.cost' }),
      value: format.money(current.total.cost),
      trend: trendOf(current.total.cost, yoy?.total.cost),
      extra: vsPrevious(intl, format, current.total.cost, mom?.total.cost),
    }),
    tce: () => ({
      key: 'tce',
      title: intl.formatMessage({ id: 'overview.kpi.tce' }),
      value: current.total.tce,
      unit: 'tce',
      trend: trendOf(current.total.tce, yoy?.total.tce),
      extra: vsPrevious(intl, format, current.total.tce, mom?.total.tce),
    }),
  };
  return which.map((k) => items[k]());
}

/** The floor area of a store's buildings, m². */
export const floorAreaOf = (config: StoreEnergyConfig) => config.buildings.reduce((sum, b) => sum + b.floorarea, 0);
