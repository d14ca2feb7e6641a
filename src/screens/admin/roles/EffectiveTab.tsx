import { Card, Col, Form, Row, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type EffectiveGrant, type PageHolder, type RoleList } from '../../../api/access/types';
import { PAGE_ACTIONS, type PageAction } from '../../../api/pageConfig';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam, oneOfParam } from '../../../ui/url-state/codecs';
import { moduleTitle, pageTitle } from './permTree';
import { accessApi } from '../../../api/access';

const actionParam = oneOfParam<PageAction>(PAGE_ACTIONS, { omit: 'view' });

/** Effective permissions: what a user holds and through which role; who holds a page's action. */
export const EffectiveTab = observer(function EffectiveTab({ pid }: { pid: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const list = useResource((signal) => accessApi(api).roles.list(pid, { signal }), [api, pid]);
  const [userid, setUserid] = useSearchParam('user', idParam, '');
  const [page, setPage] = useSearchParam('page', idParam, '');
  const [action, setAction] = useSearchParam('action', actionParam, 'view');
  const grants = useResource(userid ? (signal) => accessApi(api).roles.effective({ pid, userid }, { signal }) : null, [api, pid, userid]);
  const holders = useResource(page ? (signal) => accessApi(api).roles.holders({ pid, page, action }, { signal }) : null, [api, pid, page, action]);

  if (!list.value && list.status === 'error') return <LoadFailed title={t('admin.roles.loadFailed')} onRetry={() => void list.reload()} />;
  const data: RoleList | undefined = list.value;
  const roleTitle = (name: string) => data?.roles.find((r) => r.name === name)?.title ?? name;
  const pagesById = new Map((data?.catalogue ?? []).flatMap((m) => m.pages.map((p) => [p.pid, { page: p, module: m }] as const)));
  const actionText = (a: PageAction) => t(`admin.roles.action.${a}`);
  const grantColumns = [
    { key: 'module', title: t('admin.roles.module'), value: (row: EffectiveGrant) => { const entry = pagesById.get(row.pid); return entry ? moduleTitle(intl, entry.module) : row.module; } },
    { key: 'page', title: t('admin.roles.page'), value: (row: EffectiveGrant) => { const entry = pagesById.get(row.pid); return entry ? pageTitle(intl, entry.page) : row.pid; } },
    { key: 'action', title: t('admin.roles.actionColumn'), value: (row: EffectiveGrant) => actionText(row.action) },
    { key: 'roles', title: t('admin.roles.grantedBy'), value: (row: EffectiveGrant) => row.roles.map(roleTitle).join(', ') },
  ];
  const holderColumns = [
    { key: 'name', title: t('admin.roles.person') },
    { key: 'username', title: t('admin.roles.username') },
    { key: 'roles', title: t('admin.roles.grantedBy'), value: (row: PageHolder) => row.roles.map(roleTitle).join(', ') },
  ];
  const canExport = pages.can('export', pid);
  const userName = data?.users.find((u) => u.userid === userid)?.name ?? '';
  const pageOptions = (data?.catalogue ?? []).map((m) => ({ label: moduleTitle(intl, m), options: m.pages.map((p) => ({ value: p.pid, label: pageTitle(intl, p) })) }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('admin.roles.byUser')} loading={!data} extra={canExport && userid ? <ExportButton job={rowsExportJob(async (signal) => accessApi(api).roles.effective({ pid, userid }, { signal }), grantColumns, t('admin.roles.byUserFile', { name: userName }))} /> : null}>
          <Form layout="vertical">
            <Form.Item label={t('admin.roles.user')} htmlFor="effective-user">
              <Select id="effective-user" showSearch optionFilterProp="label" value={userid || undefined} onChange={setUserid} options={(data?.users ?? []).map((u) => ({ value: u.userid, label: `${u.name} (${u.username})` }))} />
            </Form.Item>
          </Form>
          {!userid ? <EmptyData description={t('admin.roles.pickUser')} /> : grants.retry ? <LoadFailed title={t('admin.roles.loadFailed')} onRetry={grants.retry} /> : grants.value && grants.value.length === 0 ? <EmptyData description={t('admin.roles.holdsNothing')} /> : (
            <Table<EffectiveGrant>
              aria-label={t('admin.roles.byUser')}
              size="small"
              rowKey={(row) => `${row.pid}:${row.action}`}
              loading={!grants.value}
              dataSource={grants.value ?? []}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              columns={grantColumns.map((c) => ({ key: c.key, title: c.title, render: (_: unknown, row: EffectiveGrant) => c.value(row) }))}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('admin.roles.byPage')} loading={!data} extra={canExport && page ? <ExportButton job={rowsExportJob(async (signal) => accessApi(api).roles.holders({ pid, page, action }, { signal }), holderColumns, t('admin.roles.byPage'))} /> : null}>
          <Form layout="vertical">
            <Space wrap align="start">
              <Form.Item label={t('admin.roles.page')} htmlFor="effective-page">
                <Select id="effective-page" style={{ minWidth: 240 }} showSearch optionFilterProp="label" value={page || undefined} onChange={setPage} options={pageOptions} />
              </Form.Item>
              <Form.Item label={t('admin.roles.actionColumn')} htmlFor="effective-action">
                <Select id="effective-action" style={{ minWidth: 140 }} value={action} onChange={setAction} options={(pagesById.get(page)?.page.actions ?? PAGE_ACTIONS).map((a) => ({ value: a, label: actionText(a) }))} />
              </Form.Item>
            </Space>
          </Form>
          {!page ? <EmptyData description={t('admin.roles.pickPage')} /> : holders.retry ? <LoadFailed title={t('admin.roles.loadFailed')} onRetry={holders.retry} /> : holders.value && holders.value.length === 0 ? <EmptyData description={t('admin.roles.nobody')} /> : (
            <Table<PageHolder>
              aria-label={t('admin.roles.byPage')}
              size="small"
              rowKey="userid"
              loading={!holders.value}
              dataSource={holders.value ?? []}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              columns={holderColumns.map((c) => ({ key: c.key, title: c.title, render: (_: unknown, row: PageHolder) => (c.value ? c.value(row) : row[c.key as 'name' | 'username']) }))}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
});
