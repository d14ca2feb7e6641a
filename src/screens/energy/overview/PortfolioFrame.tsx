import { observer } from 'mobx-react-lite';
import { createContext, useContext, type ReactNode } from 'react';
import type { StoreEnergyConfig } from '../../../api/energyTypes';
import type { BusinessInfo } from '../../../api/types';
import { periodOf, type Granularity, type Period } from '../../../lib/period';
import { useStores } from '../../../stores/context';
// Kit modules by path, not through the ui barrel: the home route loads these, and the barrel
// would bring the whole kit (data table and all) into its first chunks.
import { PeriodPicker } from '../../../ui/time-range/PeriodPicker';
import { usePeriodParam } from '../../../ui/url-state/usePeriodParam';
import { comparisonsOf, type Comparisons } from '../shared/comparison';
import { LoadState } from '../shared/EnergyFrame';
import { useEnergyFormat, type EnergyFormat } from '../shared/useEnergyFormat';
import { useResource } from '../shared/useResource';

/** What the portfolio screens work with: the parent business's stores and the period. */
export interface PortfolioContextValue {
  parentName: string;
  /** The parent business's stores with a province and a city (spec §5), in list order. */
  stores: BusinessInfo[];
  /** The store whose metering configuration gives the data range and exchange rates. */
  reference: StoreEnergyConfig;
  period: Period;
  setPeriod: (period: Period) => void;
  comparisons: Comparisons;
  format: EnergyFormat;
}

const PortfolioContext = createContext<PortfolioContextValue | null>(null);

export function usePortfolio(): PortfolioContextValue {
  const value = useContext(PortfolioContext);
  if (!value) throw new Error('usePortfolio: no PortfolioFrame above');
  return value;
}

/** Stores of the parent business that can be aggregated: grade 1 with province and city codes. */
export function locatedStoresOf(stores: readonly BusinessInfo[]): BusinessInfo[] {
  return stores.filter((s) => s.businessgrade === 1 && s.provincecode.trim() !== '' && s.citycode.trim() !== '');
}

export interface PortfolioFrameProps {
  granularities?: Granularity[];
  toolbar?: ReactNode;
  /** Shown when the parent business has no located store (or none is chosen). */
  empty: ReactNode;
  children: ReactNode;
}

/**
 * The parent business's counterpart of EnergyFrame, for screens across all its stores (also
 * without a selected store). The seeded stores share one data range and one set of exchange
 * rates, so one store's configuration (the selected one, else the first) supplies both.
 */
export const PortfolioFrame = observer(function PortfolioFrame(props: PortfolioFrameProps) {
  const { project, api } = useStores();
  const stores = locatedStoresOf(project.stores);
  const referenceDid = stores.some((s) => s.did === project.currentStore) ? project.currentStore : (stores[0]?.did ?? '');
  const config = useResource(referenceDid ? (signal) => api.analysis.config(referenceDid, { signal }) : null, [referenceDid]);
  if (!project.currentParent || !referenceDid) return <>{props.empty}</>;
  if (!config.value || config.value.store !== referenceDid) return <LoadState status={config.status} onRetry={() => void config.reload()} />;
  return <Body {...props} stores={stores} reference={config.value} parentName={project.parent?.name ?? ''} />;
});

function Body({
  granularities = ['month', 'year', 'week', 'day', 'custom'],
  toolbar,
  children,
  stores,
  reference,
  parentName,
}: PortfolioFrameProps & { stores: BusinessInfo[]; reference: StoreEnergyConfig; parentName: string }) {
  const bounds = { minDay: reference.dataFrom, maxDay: reference.dataTo };
  const [period, setPeriod] = usePeriodParam(periodOf(granularities[0] ?? 'month', reference.dataTo), bounds);
  const format = useEnergyFormat(reference.fx);
  const comparisons = comparisonsOf(period, reference.dataFrom, reference.dataTo);
  const value: PortfolioContextValue = { parentName, stores, reference, period, setPeriod, comparisons, format };
  return (
    <PortfolioContext.Provider value={value}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <PeriodPicker value={period} onChange={setPeriod} granularities={granularities} {...bounds} />
        {toolbar}
      </div>
      {children}
    </PortfolioContext.Provider>
  );
}
