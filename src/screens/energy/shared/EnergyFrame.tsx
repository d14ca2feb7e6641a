import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Skeleton } from 'antd';
import { LoadFailed } from '../../../ui/LoadFailed';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Interval, StoreEnergyConfig } from '../../../api/energyTypes';
import { intervalFor, periodOf, type Granularity, type Period } from '../../../lib/period';
import { useStores } from '../../../stores/context';
// Kit modules by path, not through the ui barrel: the home route loads these, and the barrel
// would bring the whole kit (data table and all) into its first chunks.
import { PeriodPicker } from '../../../ui/time-range/PeriodPicker';
import { usePeriodParam } from '../../../ui/url-state/usePeriodParam';
import { useEnergyFormat, type EnergyFormat } from '../../../ui/format/useEnergyFormat';
import { useResource } from '../../../ui/resource/useResource';
import { analysisApi } from '../../../api/analysis';

/** What every energy screen works with: the store, its metering configuration and the period. */
export interface EnergyContextValue {
  store: string;
  config: StoreEnergyConfig;
  period: Period;
  setPeriod: (period: Period) => void;
  /** Bucket size that suits the period (hours for a day, days for a month, months for a year). */
  interval: Interval;
  format: EnergyFormat;
}

const EnergyContext = createContext<EnergyContextValue | null>(null);

/** The energy context of the enclosing EnergyFrame. */
export function useEnergy(): EnergyContextValue {
  const value = useContext(EnergyContext);
  if (!value) throw new Error('useEnergy: no EnergyFrame above');
  return value;
}

export interface EnergyFrameProps {
  /** Period choices offered, in order; the first is the default (ending on the last day with data). */
  granularities?: Granularity[];
  /** Controls shown after the period picker (energy type, meters…). */
  toolbar?: ReactNode;
  /** No period picker: for screens whose figures do not follow a chosen period (a fixed last-12-months view, a forecast). */
  hidePeriod?: boolean;
  children: ReactNode;
}

/** Failed or still loading: the shared states of the energy screens. */
export function LoadState({ status, onRetry, rows = 6 }: { status: 'loading' | 'error' | 'idle' | 'ready'; onRetry: () => void; rows?: number }) {
  const intl = useIntl();
  if (status === 'error') {
    return <LoadFailed title={intl.formatMessage({ id: 'energy.loadFailed' })} onRetry={onRetry} />;
  }
  return <Skeleton active paragraph={{ rows }} />;
}

/**
 * Loads the selected store's metering configuration, keeps the period in the URL (so a view
 * can be shared and survives a reload) and gives both to the screen through useEnergy().
 */
export const EnergyFrame = observer(function EnergyFrame(props: EnergyFrameProps) {
  const { project, api } = useStores();
  const pid = useScreenPid();
  const store = project.currentStore;
  const config = useResource(store ? (signal) => analysisApi(api, pid).config(store, { signal }) : null, [store]);
  if (!store) return null; // the shell shows the no-project view
  if (!config.value || config.value.store !== store) return <LoadState status={config.status} onRetry={() => void config.reload()} />;
  return <FrameBody {...props} store={store} config={config.value} />;
});

function FrameBody({ granularities = ['month', 'day', 'week', 'year', 'custom'], toolbar, hidePeriod, children, store, config }: EnergyFrameProps & { store: string; config: StoreEnergyConfig }) {
  const frame = useFramePeriod(config, granularities);
  const value: EnergyContextValue = { store, config, period: frame.period, setPeriod: frame.setPeriod, interval: intervalFor(frame.period), format: frame.format };
  return (
    <EnergyContext.Provider value={value}>
      <FrameToolbar frame={frame} granularities={granularities} hidePeriod={hidePeriod} toolbar={toolbar} />
      {children}
    </EnergyContext.Provider>
  );
}

/**
 * A frame's period over a store configuration (the store's own, or a reference store's for the
 * portfolio screens): kept in the URL, bounded by the data, defaulting to the granularity's
 * period that ends on the last day with data; with the formats of the configuration's currency.
 */
export function useFramePeriod(config: StoreEnergyConfig, granularities: readonly Granularity[]) {
  const bounds = { minDay: config.dataFrom, maxDay: config.dataTo };
  const [period, setPeriod] = usePeriodParam(periodOf(granularities[0] ?? 'month', config.dataTo), bounds);
  const format = useEnergyFormat(config.fx);
  return { bounds, period, setPeriod, format };
}

/** The row above a frame's content: the period picker (unless hidden) and the screen's own controls. */
export function FrameToolbar({ frame, granularities, hidePeriod, toolbar }: { frame: ReturnType<typeof useFramePeriod>; granularities: Granularity[]; hidePeriod?: boolean; toolbar?: ReactNode }) {
  if (hidePeriod && !toolbar) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
      {!hidePeriod && <PeriodPicker value={frame.period} onChange={frame.setPeriod} granularities={granularities} {...frame.bounds} />}
      {toolbar}
    </div>
  );
}
