import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { DeviceKind, DeviceView } from '../../../api/devices/types';
import type { ExportColumn } from '../../../lib/export';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { DEVICE_PAGE_SIZE } from './useDeviceList';
import { onlineReasonText } from './deviceWords';
import { devicesApi } from '../../../api/devices';

/** The columns every device export starts with: name, space, connection (with its reason). */
export function baseExportColumns(intl: IntlShape): ExportColumn<DeviceView>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('devices.col.name') },
    { key: 'spaceName', title: t('devices.col.space') },
    { key: 'online', title: t('devices.col.online'), value: (d) => [t(`devices.online.${d.online}`), onlineReasonText(intl, d)].filter(Boolean).join(': ') },
  ];
}

/** What a device list shows: a store's devices of a kind in a space, or the one device (`device`) a label opened. */
export interface DeviceListFilter {
  store: string;
  space: string;
  kind: DeviceKind;
  subtype?: number;
  device?: string;
}

/** Every device of the list as it is filtered on screen (store, space, kind, the one device), read page by page. */
export function deviceExportJob(api: Api, filter: DeviceListFilter, columns: ExportColumn<DeviceView>[], basename: string): ExportJob {
  return pagedExportJob<DeviceView>({
    columns,
    basename,
    pageSize: DEVICE_PAGE_SIZE,
    fetchPage: async (page, pagesize, signal) => {
      const answer = await devicesApi(api).getgroupdev({ store: filter.store, space: filter.space || undefined, kind: filter.kind, subtype: filter.subtype, page, pagesize }, { signal });
      // The screen reads one page of a store's devices of a kind (DEVICE_PAGE_SIZE holds them all).
      if (!filter.device) return answer;
      const data = answer.data.filter((d) => d.did === filter.device);
      return { ...answer, data, total: data.length };
    },
  });
}
