import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { PeakingPlan } from '../../../api/devices/types';
import { LIST_PAGE_LIMIT } from '../../../lib/paging';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { daysText, rangeText, windowText } from './planText';
import { devicesApi } from '../../../api/devices';

/** The store's peaking plans (every one: the list has no other filter), to Excel or CSV. */
export function planExportJob(api: Api, intl: IntlShape, pid: string, store: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  return pagedExportJob<PeakingPlan>({
      basename: t('devices.peaking.list'),
      pageSize: LIST_PAGE_LIMIT,
      columns: [
        { key: 'name', title: t('devices.peaking.name') },
        { key: 'targetPeakKw', title: `${t('devices.peaking.target')} (kW)`, type: 'number' },
        { key: 'windows', title: t('devices.peaking.windows'), value: (p) => p.windows.map((w) => windowText(intl, w)).join('; ') },
        { key: 'days', title: t('devices.peaking.days'), value: (p) => daysText(intl, p) },
        { key: 'range', title: t('devices.peaking.range'), value: (p) => rangeText(intl, p) },
        { key: 'enabled', title: t('devices.peaking.enabled'), value: (p) => t(p.enabled ? 'devices.peaking.on' : 'devices.peaking.off') },
        { key: 'updatedAt', title: t('devices.peaking.updated') },
      ],
      fetchPage: (page, pagesize, signal) => devicesApi(api).peakingPlans({ pid, store, page, pagesize }, { signal }),
  });
}
