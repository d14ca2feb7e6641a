import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import { safeFilename, tableToBlob, type ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { DEVICE_PAGE_SIZE } from '../shared/useDeviceList';
import type { StoreBindings } from './useBindings';
import { devicesApi } from '../../../api/devices';

/** A device or meter as the space screens list it. */
export interface BoundRow {
  did: string;
  name: string;
  what: string;
  state: string;
  space: string;
  spaceName: string;
}

/** Every device and meter of the bindings as rows; only those bound directly to `space` when given. */
export function boundRows(bindings: StoreBindings, space: string | undefined, intl: IntlShape, spaceName: (did: string) => string = (did) => did): BoundRow[] {
  const t = (id: string) => intl.formatMessage({ id });
  const devices = bindings.devices.map((d) => ({
    did: d.did, name: d.name, what: t(`devices.space.kind.${d.kind}`), state: t(`devices.online.${d.online}`), space: d.space, spaceName: d.spaceName,
  }));
  const meters = bindings.meters.map((m) => ({
    did: m.did, name: m.name, what: t('devices.space.meter'), state: t(m.online ? 'devices.online.online' : 'devices.online.offline'), space: m.space, spaceName: spaceName(m.space),
  }));
  return [...devices, ...meters].filter((row) => !space || row.space === space);
}

/** The store's devices and meters with the space each is bound to, to Excel or CSV. */
export function bindingExportJob(api: Api, intl: IntlShape, store: string, storeName: string, spaceName: (did: string) => string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ExportColumn<BoundRow>[] = [
    { key: 'name', title: t('devices.col.name') },
    { key: 'what', title: t('devices.space.what') },
    { key: 'spaceName', title: t('devices.col.space') },
    { key: 'space', title: t('devices.space.spaceId') },
    { key: 'state', title: t('devices.col.online') },
    { key: 'did', title: 'ID' },
  ];
  return async ({ format, signal }) => {
    const [devices, meters] = await Promise.all([devicesApi(api).getgroupdev({ store, page: 1, pagesize: DEVICE_PAGE_SIZE }, { signal }), devicesApi(api).meters({ store }, { signal })]);
    const rows = boundRows({ devices: devices.data, meters }, undefined, intl, spaceName);
    const blob = await tableToBlob(format, { columns, rows, sheetName: t('devices.space.bindingsSheet') }, { signal });
    return { blob, filename: `${safeFilename(`${storeName} ${t('devices.space.bindingsSheet')}`)}.${format}` };
  };
}
