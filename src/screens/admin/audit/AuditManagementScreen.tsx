import { Card, Result, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AUDIT_AREAS, AUDIT_OUTCOMES, AUDIT_PID, type AuditQuery, type AuditRow } from '../../../api/admin/auditTypes';
import { useStores } from '../../../stores/context';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import type { FilterField } from '../../../ui/filter-bar/types';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { numberParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { auditExportJob } from './auditExport';
import { AuditDrawer } from './AuditDrawer';
import { AUDIT_PAGE_SIZE, AuditResults } from './AuditResults';
import { useAuditFilters } from './useAuditFilters';
import { opText, resourceText } from './auditWords';
import { auditApi } from '../../../api/admin/audit';
import { LoadFailed } from '../../../ui/LoadFailed';

const entryCodec = numberParam({ min: 1, integer: true });

/** `audit-management`: every write of the world, accepted or refused, by whom, from where, on what; filtered in the URL, its before and after as a field diff. */
const AuditManagementScreen = observer(function AuditManagementScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, pages, locale } = useStores();
  const pid = usePagePid({ fallback: AUDIT_PID });
  const { query: filterQuery, filtered, bar } = useAuditFilters();
  const [entry, setEntry] = useSearchParam('entry', entryCodec, null);
  // Days are read in the zone the times are shown in: the store's, else (no project chosen) the browser's.
  const zone = locale.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = useMemo<Omit<AuditQuery, 'page' | 'pagesize'>>(() => ({ pid, ...filterQuery, ...(zone ? { zone } : {}) }), [pid, filterQuery, zone]);
  // The page belongs to the query it was chosen in: a new query reads its first page in the same
  // render, so a filter change asks once, for page 1 (not for the old page, then again).
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  // The table's handlers keep their identity (the URL setter's changes with every address), so a
  // filter change does not render the table's rows again, nor rebuild its columns and cells.
  const latest = useRef({ query, setEntry });
  latest.current = { query, setEntry };
  const setPage = useCallback((next: number) => setPaging({ query: latest.current.query, page: next }), []);
  const openEntry = useCallback((row: AuditRow) => latest.current.setEntry(row.seq), []);
  // Read only once the role book said the page may be viewed (the mock would refuse it anyway).
  const canView = pages.can('view', pid);
  const perms = pages.permsStatus(pid);
  const list = useResource(canView ? (signal) => auditApi(api).list({ ...query, page, pagesize: AUDIT_PAGE_SIZE }, { signal, silent: true }) : null, [api, query, page, canView]);
  const value = list.value;
  const canExport = pages.can('export', pid);
  const facets = value?.facets;
  const fields = useMemo<FilterField[]>(
    () => [
      { key: 'actors', kind: 'enum', multiple: true, label: t('admin.audit.actors'), options: (facets?.actors ?? []).map((a) => ({ value: a.userid, label: a.username })) },
      { key: 'action', kind: 'enum', label: t('admin.audit.action'), options: (facets?.actions ?? []).map((a) => ({ value: a, label: opText(intl, a) })) },
      { key: 'resource', kind: 'enum', label: t('admin.audit.resourceType'), options: (facets?.resources ?? []).map((r) => ({ value: r, label: resourceText(intl, r) })) },
      { key: 'area', kind: 'enum', label: t('admin.audit.area'), options: AUDIT_AREAS.map((a) => ({ value: a, label: t(`admin.audit.area.${a}`) })) },
      { key: 'outcome', kind: 'enum', label: t('admin.audit.outcome'), options: AUDIT_OUTCOMES.map((o) => ({ value: o, label: t(`admin.audit.outcome.${o}`) })) },
      { key: 'period', kind: 'dateRange', label: t('admin.audit.period') },
    ],
    [facets, intl], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (perms === 'ready' && !canView) {
    return (
      <div data-screen="audit-management">
        <Result status="403" title={t('admin.audit.noAccess')} />
      </div>
    );
  }
  if ((!value && list.status === 'error') || perms === 'error') {
    const retry = () => (perms === 'error' ? pages.load(pid) : void list.reload());
    return (
      <div data-screen="audit-management">
        <LoadFailed title={t('admin.audit.loadFailed')} onRetry={retry} />
      </div>
    );
  }
  return (
    <div data-screen="audit-management">
      <Card
        size="small"
        title={t('admin.audit.title')}
        extra={<Space wrap>{canExport ? <ExportButton job={auditExportJob(api, query, intl, t('admin.audit.title'))} disabled={!value?.total} /> : null}</Space>}
      >
        <FilterBar aria-label={t('admin.audit.filters')} fields={fields} {...bar} loading={list.loading} />
        <AuditResults list={list} page={page} onPage={setPage} filtered={filtered} onOpen={openEntry} />
      </Card>
      {entry !== null ? <AuditDrawer pid={pid} seq={entry} onClose={() => setEntry(null)} /> : null}
    </div>
  );
});

export default AuditManagementScreen;
