import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, type ReactNode } from 'react';
import type { StoreEnergyConfig } from '../../../api/energyTypes';
import type { BusinessInfo } from '../../../api/types';
import type { Granularity, Period } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { comparisonsOf, type Comparisons } from '../shared/comparison';
import { FrameToolbar, LoadState, useFramePeriod } from '../shared/EnergyFrame';
import type { EnergyFormat } from '../../../ui/format/useEnergyFormat';
import { useResource } from '../../../ui/resource/useResource';
import { analysisApi } from '../../../api/analysis';

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
  const pid = useScreenPid();
  const stores = locatedStoresOf(project.stores);
  const referenceDid = stores.some((s) => s.did === project.currentStore) ? project.currentStore : (stores[0]?.did ?? '');
  const config = useResource(referenceDid ? (signal) => analysisApi(api, pid).config(referenceDid, { signal }) : null, [referenceDid]);
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
  const frame = useFramePeriod(reference, granularities);
  const { period, setPeriod, format } = frame;
  const comparisons = comparisonsOf(period, reference.dataFrom, reference.dataTo);
  const value: PortfolioContextValue = { parentName, stores, reference, period, setPeriod, comparisons, format };
  return (
    <PortfolioContext.Provider value={value}>
      <FrameToolbar frame={frame} granularities={granularities} toolbar={toolbar} />
      {children}
    </PortfolioContext.Provider>
  );
}
