import type { IntlShape } from 'react-intl';
import type { SpaceRoom, SpacesSetup } from '../../../api/billing/spacesTypes';
import { safeFilename, tableToBlob, type ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';

/** The store's let rooms with their meter groups to Excel or CSV. */
export function spacesExportJob(intl: IntlShape, setup: SpacesSetup, storeName: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const name = (did: string) => setup.meters.find((m) => m.did === did)?.name ?? did;
  const columns: ExportColumn<SpaceRoom>[] = [
    { key: 'buildingName', title: t('billing.spaces.building') },
    { key: 'floor', title: t('billing.spaces.floor'), type: 'number' },
    { key: 'name', title: t('billing.spaces.room') },
    { key: 'roomtype', title: t('billing.spaces.type'), value: (r) => t(`billing.spaces.roomtype.${r.roomtype}`) },
    { key: 'area', title: t('billing.spaces.area'), type: 'number' },
    { key: 'own', title: t('billing.spaces.own'), value: (r) => r.group.own.map(name).join(', ') },
    { key: 'shares', title: t('billing.spaces.shares'), value: (r) => r.group.shares.map((s) => `${name(s.meter)} ${s.percent} %`).join(', ') },
    { key: 'differences', title: t('billing.spaces.differences'), value: (r) => r.group.differences.map((d) => `${name(d.meter)} − ${d.minus.map(name).join(' − ')}`).join(', ') },
    { key: 'did', title: 'ID' },
  ];
  return async ({ format, signal }) => {
    const blob = await tableToBlob(format, { columns, rows: setup.rooms, sheetName: t('billing.spaces.sheet') }, { signal });
    return { blob, filename: `${safeFilename(`${storeName} ${t('billing.spaces.sheet')}`)}.${format}` };
  };
}
