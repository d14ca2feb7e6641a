import { useStores } from '../../../stores/context';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam, oneOfParam } from '../../../ui/url-state/codecs';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useDeviceList } from '../shared/useDeviceList';
import { TASKS } from './PlanDialog';
import { devicesApi } from '../../../api/devices';

/** Records read at once: a store's systems log about one disinfection a week each. */
export const RECORD_PAGE_SIZE = 500;

const taskParam = oneOfParam(TASKS);
const resultParam = oneOfParam(['passed', 'failed'] as const);

/**
 * hot-water-maintance's data: the store's hot-water systems live, their plans, and their records
 * filtered by system, task and result (the filters in the URL). `version` reloads plans and records.
 */
export function useHotWater(version: number) {
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid();
  const [system, setSystem] = useSearchParam('system', idParam, '');
  const [task, setTask] = useSearchParam('task', taskParam, '');
  const [result, setResult] = useSearchParam('result', resultParam, '');
  const systems = useDeviceList(store, '', 'hotwater');
  const plans = useResource(
    store ? async (signal) => (await devicesApi(api).hotWaterPlans({ pid, store, page: 1, pagesize: 200 }, { silent: true, signal })).data : null,
    [api, pid, store, version],
  );
  const records = useResource(
    store
      ? (signal) =>
          devicesApi(api).hotWaterRecords(
            { pid, store, page: 1, pagesize: RECORD_PAGE_SIZE, system: system || undefined, task: task || undefined, result: result || undefined },
            { silent: true, signal },
          )
      : null,
    [api, pid, store, system, task, result, version],
  );
  return { store, pid, systems, plans, records, filters: { system, setSystem, task, setTask, result, setResult }, can: { add: pages.can('add'), edit: pages.can('edit'), export: pages.can('export') } };
}

export type HotWater = ReturnType<typeof useHotWater>;
