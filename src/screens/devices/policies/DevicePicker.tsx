import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { DeviceKind, DeviceView } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { DEVICE_PAGE_SIZE } from '../shared/useDeviceList';
import { devicesApi } from '../../../api/devices';

/** The store's devices of a kind (and subtype or sensor metric), loaded once per kind, for a picker. */
function useDevicesOf(store: string, kind: DeviceKind, subtype?: number | string): DeviceView[] | undefined {
  const { api } = useStores();
  const [devices, setDevices] = useState<DeviceView[] | undefined>();
  useEffect(() => {
    let live = true;
    setDevices(undefined);
    devicesApi(api).getgroupdev({ store, kind, subtype, page: 1, pagesize: DEVICE_PAGE_SIZE }, { silent: true }).then(
      (page) => live && setDevices(page.data),
      () => live && setDevices([]),
    );
    return () => {
      live = false;
    };
  }, [api, store, kind, subtype]);
  return devices;
}

interface DevicePickerProps {
  store: string;
  kind: DeviceKind;
  subtype?: number | string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}

/** Devices of the store by name and space, searchable; one (`single`) or several. */
export function DevicePicker({ store, kind, subtype, value, onChange, single, ...rest }: DevicePickerProps & ({ single: true; value?: string; onChange?: (did: string) => void } | { single?: false; value?: string[]; onChange?: (dids: string[]) => void })) {
  const devices = useDevicesOf(store, kind, subtype);
  const options = (devices ?? []).map((d) => ({ value: d.did, label: `${d.name} · ${d.spaceName}` }));
  // Dids the list does not hold (a device removed since) stay visible, so the server can name them.
  for (const did of single ? (value ? [value] : []) : (value ?? [])) if (devices && !options.some((o) => o.value === did)) options.push({ value: did, label: did });
  return (
    <Select
      {...rest}
      mode={single ? undefined : 'multiple'}
      loading={devices === undefined}
      options={options}
      value={value}
      onChange={onChange as (v: unknown) => void}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      maxTagCount={8}
      style={{ width: '100%' }}
    />
  );
}
