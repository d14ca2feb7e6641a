import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { StoreOverview } from '../../../api/devices/types';
import type { ExportColumn } from '../../../lib/export';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { devicesApi } from '../../../api/devices';

/**
 * The overview's export columns. Savings are in each store's own money, so the currency is a
 * column of its own, per row, rather than one code in the header (stores of a parent business
 * need not share a currency).
 */
export function overviewExportColumns(intl: IntlShape): ExportColumn<StoreOverview>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('devices.overview.store') },
    { key: 'devices', title: t('devices.overview.devices'), type: 'number' },
    { key: 'online', title: t('devices.overview.online'), type: 'number' },
    { key: 'onlineRate', title: `${t('devices.overview.onlineRate')} (%)`, type: 'number', value: (s) => Math.round(s.onlineRate * 1000) / 10 },
    { key: 'openAlarms', title: t('devices.overview.alarms'), type: 'number' },
    { key: 'commandsToday', title: t('devices.overview.commandsToday'), type: 'number' },
    { key: 'savingsKwh', title: t('devices.overview.savingsKwh'), type: 'number' },
    { key: 'savingsMoney', title: t('devices.overview.savingsMoney'), type: 'number' },
    { key: 'currency', title: t('devices.overview.currency') },
  ];
}

/** Every store of the parent business, read fresh at export time. */
export function overviewExportJob(api: Api, parent: string, intl: IntlShape): ExportJob {
  return rowsExportJob<StoreOverview>(async (signal) => (await devicesApi(api).projectsOverview(parent, { signal })).stores, overviewExportColumns(intl), intl.formatMessage({ id: 'devices.overview.table' }));
}
