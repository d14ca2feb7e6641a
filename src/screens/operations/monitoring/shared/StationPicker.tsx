import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { monitoringApi } from '../../../../api/operations';
import type { StationOption } from '../../../../api/operations/monitoringTypes';
import { useStores } from '../../../../stores/context';
import type { Resource } from '../../../../ui/resource/Resource';
import { useResource } from '../../../../ui/resource/useResource';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { idParam } from '../../../../ui/url-state/codecs';

/** The station a screen shows: `?station=` in the URL (shareable), else the first the user reaches. */
export function useStationParam(pid: string): { options: Resource<StationOption[]>; station: string | undefined; setStation: (did: string) => void } {
  const { api } = useStores();
  const options = useResource(pid ? (signal) => monitoringApi(api).stations({ pid }, { silent: true, hideError: true, signal }) : null, [api, pid]);
  const [chosen, setStation] = useSearchParam('station', idParam, '');
  return { options, station: chosen || options.value?.[0]?.did, setStation };
}

/** A labelled choice of the stations the user reaches, by name and city. */
export const StationPicker = observer(function StationPicker({ options, station, onChange }: { options: Resource<StationOption[]>; station: string | undefined; onChange: (did: string) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'operations.monitoring.station' });
  return (
    <Select
      aria-label={label}
      style={{ minWidth: 280 }}
      showSearch
      optionFilterProp="label"
      loading={options.status === 'loading'}
      value={station}
      placeholder={label}
      onChange={onChange}
      options={(options.value ?? []).map((s) => ({ value: s.did, label: `${s.name} · ${s.city} (${s.code})` }))}
    />
  );
});
