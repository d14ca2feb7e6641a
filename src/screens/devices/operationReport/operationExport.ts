import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { DeviceOperationRow, OperationReportQuery } from '../../../api/devices/types';
import type { ExportColumn } from '../../../lib/export';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { typeLabelId } from './operationParts';
import { devicesApi } from '../../../api/devices';

/** The report's devices as filtered on screen (period, type), read fresh with the export permission: one row each. */
export function operationExportJob(api: Api, query: Omit<OperationReportQuery, 'export'>, intl: IntlShape, basename: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const count = (key: keyof DeviceOperationRow & string, title: string): ExportColumn<DeviceOperationRow> => ({ key, title, type: 'number' });
  const columns: ExportColumn<DeviceOperationRow>[] = [
    { key: 'name', title: t('devices.operation.device') },
    { key: 'type', title: t('devices.operation.type'), value: (row) => t(typeLabelId(row.type)) },
    { key: 'spaceName', title: t('devices.operation.space') },
    count('runningHours', `${t('devices.operation.runningHours')} (${t('devices.operation.hoursUnit')})`),
    count('starts', t('devices.operation.starts')),
    count('stops', t('devices.operation.stops')),
    count('commands', t('devices.operation.commands')),
    count('confirmed', t('devices.operation.confirmed')),
    count('failed', t('devices.operation.failed')),
    count('timeout', t('devices.operation.timeout')),
    count('pending', t('devices.operation.pending')),
    { key: 'onlineRate', title: `${t('devices.operation.onlineRate')} (%)`, type: 'number', value: (row) => (row.onlineRate === null ? undefined : Math.round(row.onlineRate * 1000) / 10) },
  ];
  const read = async (signal: AbortSignal) => (await devicesApi(api).operationReport({ ...query, export: true }, { signal })).devices;
  return rowsExportJob<DeviceOperationRow>(read, columns, basename);
}
