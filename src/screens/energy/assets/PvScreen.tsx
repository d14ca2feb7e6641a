import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { MeterInfo } from '../../../api/energyTypes';
import { scaleUnit } from '../../../lib/carbon';
import { trendOf, vsPreviousText, type Compared } from '../shared/comparison';
import { EnergyFrame, useEnergy } from '../shared/EnergyFrame';
import type { KpiItem } from '../../../ui/KpiRow';
import type { EnergyFormat } from '../../../ui/format/useEnergyFormat';
import { metersOfKind } from './assetMeters';
import { InverterFilter } from './filters';
import { NoAsset } from './NoAsset';
import { useDidParam } from './urlParams';

/** What the body of a PV screen works with: every inverter of the store, and those the filter shows. */
export interface PvBodyProps {
  inverters: MeterInfo[];
  shown: MeterInfo[];
}

/**
 * The frame of the PV screens (photovoltaic-monitoring, pv-generation): the inverter filter in
 * the toolbar, "no PV" for a store without inverters, else the body with the URL's `inverter`
 * (all inverters when none is picked).
 */
export function PvScreen({ body }: { body: ComponentType<PvBodyProps> }) {
  return (
    <EnergyFrame toolbar={<InverterFilter />}>
      <PvGate body={body} />
    </EnergyFrame>
  );
}

function PvGate({ body: Body }: { body: ComponentType<PvBodyProps> }) {
  const { config } = useEnergy();
  const inverters = metersOfKind(config, 'pv');
  const [picked] = useDidParam('inverter', inverters.map((m) => m.did));
  if (inverters.length === 0) return <NoAsset kind="pv" storeName={config.storeName} />;
  return <Body inverters={inverters} shown={picked ? inverters.filter((m) => m.did === picked) : inverters} />;
}

/** The period's generation (against last year and the previous period) and its equivalent full-load hours. */
export function generationKpis(intl: IntlShape, format: EnergyFormat, generation: Compared, capacityKw: number): [KpiItem, KpiItem] {
  const produced = generation.current.total.energy;
  const vsMom = trendOf(produced, generation.mom?.total.energy, 'up');
  return [
    {
      key: 'generation',
      title: intl.formatMessage({ id: 'assets.pv.kpi.generation' }),
      ...scaleUnit(produced, 'kWh'),
      trend: trendOf(produced, generation.yoy?.total.energy, 'up'),
      extra: vsPreviousText(intl, format, vsMom?.change),
    },
    {
      key: 'hours',
      title: intl.formatMessage({ id: 'assets.pv.kpi.hours' }),
      value: capacityKw > 0 ? produced / capacityKw : null,
      unit: 'h',
      fractionDigits: 1,
      extra: intl.formatMessage({ id: 'assets.pv.kpi.capacity' }, { value: format.number(capacityKw, 0) }),
    },
  ];
}
