import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { AuditQuery, AuditRow } from '../../../api/admin/auditTypes';
import type { ExportColumn } from '../../../lib/export';
import { LIST_PAGE_LIMIT } from '../../../lib/paging';
import { pagedExportJob } from '../../../ui/export-button/pagedExportJob';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { auditTimeText, pageText } from './auditColumns';
import { opText, resourceText } from './auditWords';
import { auditApi } from '../../../api/admin/audit';

/** Every entry the screen's filters select, read page by page at export time (the export permission is checked on each). */
export function auditExportJob(api: Api, query: Omit<AuditQuery, 'page' | 'pagesize'>, intl: IntlShape, basename: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ExportColumn<AuditRow>[] = [
    { key: 'seq', title: '#' },
    { key: 'at', title: t('admin.audit.at'), value: (x) => auditTimeText(intl, x.at) },
    { key: 'username', title: t('admin.audit.actor') },
    { key: 'ip', title: t('admin.audit.ip') },
    { key: 'action', title: t('admin.audit.action'), value: (x) => opText(intl, x.action) },
    { key: 'resource', title: t('admin.audit.resourceType'), value: (x) => resourceText(intl, x.resource) },
    { key: 'targetName', title: t('admin.audit.resource'), value: (x) => x.targetName || x.target },
    { key: 'target', title: t('admin.audit.resourceId') },
    { key: 'pid', title: t('admin.audit.page'), value: (x) => pageText(intl, x) },
    { key: 'area', title: t('admin.audit.area'), value: (x) => t(`admin.audit.area.${x.area}`) },
    { key: 'outcome', title: t('admin.audit.outcome'), value: (x) => t(`admin.audit.outcome.${x.outcome}`) },
    { key: 'message', title: t('admin.audit.message') },
  ];
  return pagedExportJob({
    columns,
    basename,
    pageSize: LIST_PAGE_LIMIT,
    fetchPage: (page, pagesize, signal) => auditApi(api).list({ ...query, page, pagesize, export: true }, { signal }),
  });
}
