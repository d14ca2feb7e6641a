import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { ActionResult, DeviceResult, PolicyRun, RunQuery } from '../../../api/devices/types';
import type { ExportColumn } from '../../../lib/export';
import { EXPORT_PAGE_SIZE } from '../../../lib/paging';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { describeCmd, describeTarget, type Names } from './describePolicy';
import { conditionText, triggerText } from './recordParts';
import { textWithKey } from '../../../lib/serverMessage';
import { devicesApi } from '../../../api/devices';

interface Row {
  run: PolicyRun;
  action: ActionResult;
  device?: DeviceResult;
  /** The run's first row carries its saving, so a sum over the sheet counts each run once. */
  first: boolean;
}

/** One row per device of each action of each run (a run that reached no device keeps one row). */
function rowsOf(run: PolicyRun): Row[] {
  const rows: Array<Omit<Row, 'first'>> = run.actions.length === 0
    ? [{ run, action: { target: {}, cmd: {}, devices: [] } }]
    : run.actions.flatMap((action) => (action.devices.length ? action.devices.map((device) => ({ run, action, device })) : [{ run, action }]));
  return rows.map((row, i) => ({ ...row, first: i === 0 }));
}

/** The execution record as filtered (period, outcome): each run's devices, one row each. */
export function recordExportJob(api: Api, query: Omit<RunQuery, 'type' | 'page' | 'pagesize'>, intl: IntlShape, time: (iso: string) => string, names: Names, basename: string): ExportJob {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: ExportColumn<Row>[] = [
    { key: 'at', title: t('devices.records.time'), value: (r) => time(r.run.at) },
    { key: 'trigger', title: t('devices.records.trigger'), value: (r) => triggerText(t, r.run) },
    { key: 'conditions', title: t('devices.records.conditions'), value: (r) => r.run.conditions.map((c) => conditionText(intl, t, c, names)).join('; ') },
    { key: 'outcome', title: t('devices.records.outcome'), value: (r) => t(`devices.policies.outcome.${r.run.outcome}`) },
    { key: 'action', title: t('devices.records.actions'), value: (r) => `${describeCmd(intl, r.action.cmd)} → ${describeTarget(intl, r.action.target, { devices: r.action.devices.length }, names)}` },
    { key: 'device', title: t('devices.records.device'), value: (r) => r.device?.name ?? '' },
    { key: 'deviceOutcome', title: t('devices.records.deviceOutcome'), value: (r) => (r.device ? t(`devices.records.device.${r.device.outcome}`) : '') },
    { key: 'reason', title: t('devices.records.reason'), value: (r) => (r.device?.reason ? textWithKey(intl, r.device.reason, r.device.reasonKey) : '') },
    { key: 'savings', title: `${t('devices.records.savings')} (kWh)`, type: 'number', value: (r) => (r.first ? r.run.savingsKwh : undefined) },
  ];
  // One request for every run (the server's export page size); its devices become the rows.
  const read = async (signal: AbortSignal) => (await devicesApi(api).records({ ...query, page: 1, pagesize: EXPORT_PAGE_SIZE }, { signal })).data.flatMap(rowsOf);
  return rowsExportJob<Row>(read, columns, basename);
}
