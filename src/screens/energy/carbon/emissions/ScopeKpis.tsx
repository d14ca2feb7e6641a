import { useIntl } from 'react-intl';
import type { AggAnswer } from '../../../../api/energyTypes';
import { scaleUnit } from '../../../../lib/carbon';
import { trendOf } from '../../shared/comparison';
import { useEnergy } from '../../shared/EnergyFrame';
import { KpiRow } from '../../../../ui/KpiRow';
import { SCOPES, scopesOf } from '../model/scopes';
import { emissionsKpi } from './emissionsKpi';

/** Total emissions against last year and the previous period, and the split into scopes. */
export function ScopeKpis({ current, yoy, mom }: { current: AggAnswer; yoy: AggAnswer | null; mom: AggAnswer | null }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const now = scopesOf(current)!;
  const before = scopesOf(yoy);
  return (
    <KpiRow
      items={[
        emissionsKpi(intl, format, { current, yoy, mom }),
        ...SCOPES.map((scope) => {
          const scaled = scaleUnit(now[scope], 'kgCO2');
          return {
            key: scope,
            title: t(`carbon.scope.${scope}`),
            value: scaled.value,
            unit: scaled.unit,
            trend: trendOf(now[scope], before?.[scope]),
            extra: current.total.carbon > 0 ? t('carbon.emissions.shareOf', { value: format.percent((now[scope] / current.total.carbon) * 100) }) : undefined,
          };
        }),
      ]}
    />
  );
}
