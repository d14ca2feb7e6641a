import type { IntlShape } from 'react-intl';
import { scaleUnit } from '../../../../lib/carbon';
import { trendOf, vsPreviousText, type Compared } from '../../shared/comparison';
import type { KpiItem } from '../../../../ui/KpiRow';
import type { EnergyFormat } from '../../../../ui/format/useEnergyFormat';

/** The period's emissions with the trend against last year and the change against the previous period. */
export function emissionsKpi(intl: IntlShape, format: EnergyFormat, { current, yoy, mom }: Compared): KpiItem {
  const carbon = scaleUnit(current.total.carbon, 'kgCO2');
  const vsMom = trendOf(current.total.carbon, mom?.total.carbon);
  return {
    key: 'carbon',
    title: intl.formatMessage({ id: 'carbon.kpi.emissions' }),
    value: carbon.value,
    unit: carbon.unit,
    trend: trendOf(current.total.carbon, yoy?.total.carbon),
    extra: vsPreviousText(intl, format, vsMom?.change),
  };
}
