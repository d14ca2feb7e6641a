import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { SpaceNode } from '../../../api/devices/types';
import { safeFilename, tableToBlob, type ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { devicesApi } from '../../../api/devices';

export interface SpaceRow extends SpaceNode {
  path: string;
}

/** Every space of a store, building → floors → rooms in tree order, read a level at a time. */
export async function allSpaces(api: Api, store: string, signal?: AbortSignal): Promise<SpaceRow[]> {
  const out: SpaceRow[] = [];
  const visit = async (did: string, prefix: string) => {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    for (const node of await devicesApi(api).spaceChildren(did, { silent: true, signal })) {
      const path = prefix ? `${prefix} / ${node.name}` : node.name;
      out.push({ ...node, path });
      if (node.childCount > 0) await visit(node.did, path);
    }
  };
  await visit(store, '');
  return out;
}

/** The store's space list (under the chosen space when there is one) to Excel or CSV. */
export function spaceExportJob(api: Api, intl: IntlShape, store: string, storeName: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ExportColumn<SpaceRow>[] = [
    { key: 'path', title: t('devices.space.path') },
    { key: 'level', title: t('devices.space.level'), value: (r) => t(`devices.space.level.${r.level}`) },
    { key: 'roomtype', title: t('devices.space.type'), value: (r) => (r.roomtype ? t(`devices.space.roomtype.${r.roomtype}`) : '') },
    { key: 'area', title: t('devices.space.areaM2'), type: 'number' },
    { key: 'floorArea', title: t('devices.space.floorAreaM2'), type: 'number', value: (r) => r.floorArea },
    { key: 'deviceCount', title: t('devices.space.devices'), type: 'number' },
    { key: 'meterCount', title: t('devices.space.meters'), type: 'number' },
    { key: 'did', title: 'ID' },
  ];
  return async ({ format, signal, onProgress }) => {
    const rows = await allSpaces(api, store, signal);
    onProgress?.({ phase: 'writing', done: 0, total: rows.length, ratio: 0.5 });
    const blob = await tableToBlob(format, { columns, rows, sheetName: t('devices.space.sheet') }, { signal });
    return { blob, filename: `${safeFilename(`${storeName} ${t('devices.space.sheet')}`)}.${format}` };
  };
}
