import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/context';
import { LoadState } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { NoAsset } from './NoAsset';
import { RunConfigForm } from './RunConfigForm';
import { analysisApi } from '../../../api/analysis';
import { usePageGrants } from '../shared/usePageGrants';

/**
 * `run-configuration`: the storage run configuration of the selected store (strategy, SOC
 * limits, manual 24-hour schedule) next to the tariff bands. Not wrapped in EnergyFrame: a
 * configuration has no period, so it loads the store's metering config (storage systems,
 * tariffs) and the saved setting itself.
 */
const RunConfigurationScreen = observer(function RunConfigurationScreen() {
  const { project, api } = useStores();
  const grants = usePageGrants();
  const { pid } = grants;
  const store = project.currentStore;
  const data = useResource(
    store
      ? async (signal) => {
          const [config, saved] = await Promise.all([analysisApi(api, pid).config(store, { signal }), analysisApi(api, pid).setting({ kind: 'run-config', store }, { signal })]);
          return { config, saved };
        }
      : null,
    [store],
  );
  if (!store) return null; // the shell shows the no-project view
  if (!data.value || data.value.config.store !== store || data.status === 'error') {
    return <LoadState status={data.status} onRetry={() => void data.reload()} />;
  }
  const { config, saved } = data.value;
  if (config.storage.length === 0) return <NoAsset kind="storage" storeName={config.storeName} />;
  return <RunConfigForm key={store} config={config} saved={saved} grants={grants} />;
});

export default RunConfigurationScreen;
