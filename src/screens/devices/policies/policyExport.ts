import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { Policy, PolicyQuery } from '../../../api/devices/types';
import type { ExportColumn } from '../../../lib/export';
import { LIST_PAGE_LIMIT } from '../../../lib/paging';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { describeActions, describeTargets, describeWhen } from './describePolicy';
import { devicesApi } from '../../../api/devices';

/** The policy list's largest page (the server's limit); a store has a handful per page. */
export const POLICY_PAGE_SIZE = LIST_PAGE_LIMIT;

/** Every policy of the list as filtered on screen, one row each, in words as the table shows them. */
export function policyExportJob(api: Api, query: Omit<PolicyQuery, 'page' | 'pagesize'>, intl: IntlShape, time: (iso: string) => string, basename: string): ExportJob {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: ExportColumn<Policy>[] = [
    { key: 'name', title: t('devices.policies.name') },
    { key: 'kind', title: t('devices.policies.kind'), value: (p) => t(`devices.policies.kind.${p.kind}`) },
    { key: 'enabled', title: t('devices.policies.enabled'), value: (p) => t(p.enabled ? 'common.yes' : 'devices.policies.no') },
    { key: 'when', title: t('devices.policies.when'), value: (p) => describeWhen(intl, p) },
    { key: 'does', title: t('devices.policies.does'), value: (p) => describeActions(intl, p).join('; ') },
    { key: 'targets', title: t('devices.policies.targets'), value: (p) => describeTargets(intl, p).join('; ') },
    { key: 'nextRun', title: t('devices.policies.nextRun'), value: (p) => (p.nextRun ? time(p.nextRun) : '') },
    { key: 'lastRun', title: t('devices.policies.lastRun'), value: (p) => (p.lastRun ? time(p.lastRun.at) : '') },
    { key: 'lastOutcome', title: t('devices.policies.lastOutcome'), value: (p) => (p.lastRun ? t(`devices.policies.outcome.${p.lastRun.outcome}`) : '') },
    { key: 'conflicts', title: t('devices.policies.conflicts'), value: (p) => p.conflicts.map((c) => t('devices.policies.conflict', { policy: c.policyName, device: c.deviceName })).join('; ') },
  ];
  return pagedExportJob<Policy>({
    columns,
    basename,
    pageSize: POLICY_PAGE_SIZE,
    fetchPage: (page, pagesize, signal) => devicesApi(api).policies({ ...query, page, pagesize }, { signal }),
  });
}
