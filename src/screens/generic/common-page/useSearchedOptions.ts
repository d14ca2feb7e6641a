import { useEffect, useState } from 'react';
import type { OptionConfig, PageConfig } from '../../../api/pageConfig';
import { useStores } from '../../../stores/context';

/** Options of select filters the configuration leaves open, from filter/searchcolumn. */
export function useSearchedOptions(config: PageConfig): Record<string, OptionConfig[]> {
  const { api } = useStores();
  const [options, setOptions] = useState<Record<string, OptionConfig[]>>({});
  useEffect(() => {
    const open = config.filters.filter((f) => f.kind === 'select' && !f.options);
    if (open.length === 0) return undefined;
    const controller = new AbortController();
    void Promise.all(
      open.map(async (f) => {
        const values = await api.filter.searchColumn({ pid: config.pid, column: f.field, limit: 200 }, { signal: controller.signal }).catch(() => []);
        const list = (Array.isArray(values) ? values : []).filter((v) => typeof v.value === 'string' || typeof v.value === 'number');
        return [f.field, list.map((v) => ({ value: v.value as string | number, label: { key: '', en: String(v.value), zh: String(v.value) } }))] as const;
      }),
    ).then((entries) => !controller.signal.aborted && setOptions(Object.fromEntries(entries)));
    return () => controller.abort();
  }, [api, config]);
  return options;
}
