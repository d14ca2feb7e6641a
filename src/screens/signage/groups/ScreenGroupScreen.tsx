import { Button, Card, Col, Row, Space, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import type { GroupSave, PowerWindow, ScreenCreate, ScreenGroup, ScreenRow } from '../../../api/signage/screenTypes';
import { SIGNAGE_PIDS } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';
import { signageZone } from '../shared/signageTime';
import { AddScreenDialog } from './AddScreenDialog';
import { GroupDialog } from './GroupDialog';
import { GroupScreens } from './GroupScreens';
import { PowerSchedule } from './PowerSchedule';
import { groupExportColumns, powerText } from './powerText';

/**
 * `screen-group`: groups of screens, static (screens bound through castscreen) or by tag; bind,
 * move and unbind screens; and each group's power schedule (screens on and off by weekday and
 * time). The chosen group is in the URL; writes follow the page's add, edit and delete.
 */
export default observer(function ScreenGroupScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages, locale, project } = useStores();
  const pid = usePagePid({ fallback: SIGNAGE_PIDS.screenGroup });
  const [groupParam, setGroup] = useSearchParam('group', idParam, '');
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<ScreenGroup | null | undefined>();
  const [deleting, setDeleting] = useState<ScreenGroup>();
  const [adding, setAdding] = useState(false);
  const groups = useResource(pid ? (signal) => signageApi(api).screens.groups({ pid }, { signal }) : null, [api, pid, version]);
  const screens = useResource(pid ? (signal) => signageApi(api).screens.list({ pid }, { signal }) : null, [api, pid, version]);
  const list = groups.value;
  const group = list?.find((g) => g.did === groupParam) ?? list?.[0];
  const statics = useMemo(() => (list ?? []).filter((g) => g.kind === 'static').map((g) => ({ did: g.did, name: g.name })), [list]);
  const changed = () => setVersion((v) => v + 1);
  const screensApi = signageApi(api).screens;
  const canEdit = pages.can('edit', pid);

  if ((!list && groups.status === 'error') || (!screens.value && screens.status === 'error')) {
    return <LoadFailed title={t('signage.groups.loadFailed')} onRetry={() => void Promise.all([groups.reload(), screens.reload()])} />;
  }
  const columns: TableColumnsType<ScreenGroup> = [
    {
      key: 'name',
      title: t('signage.groups.name'),
      render: (_, g) => (
        <Button type="link" size="small" style={{ padding: 0 }} aria-pressed={g.did === group?.did} onClick={() => setGroup(g.did)}>
          {g.name}
        </Button>
      ),
    },
    { key: 'kind', title: t('signage.groups.kind'), render: (_, g) => (g.kind === 'tag' ? t('signage.groups.kindTag', { tag: g.tag }) : t('signage.groups.kinds.static')) },
    { key: 'members', title: t('signage.groups.members'), align: 'right', render: (_, g) => g.members.length },
    { key: 'power', title: t('signage.groups.power'), render: (_, g) => powerText(intl, g.power) },
  ];
  if (canEdit || pages.can('delete', pid)) {
    columns.push({
      key: 'actions',
      title: t('signage.groups.actions'),
      render: (_, g) => (
        <Space size={0}>
          {canEdit ? <Button type="link" size="small" aria-label={t('signage.groups.editOf', { name: g.name })} onClick={() => setEditing(g)}>{t('common.edit')}</Button> : null}
          {pages.can('delete', pid) ? <Button type="link" size="small" danger aria-label={t('signage.groups.deleteOf', { name: g.name })} onClick={() => setDeleting(g)}>{t('common.delete')}</Button> : null}
        </Space>
      ),
    });
  }
  const saveGroup = (body: GroupSave) =>
    screensApi.saveGroup(body, { hideError: true }).then((saved) => {
      setGroup(saved.did);
      changed();
    });
  const bind = (row: ScreenRow, to: string | null) => screensApi.transfer({ pid, screen: row.did, group: to }).then(changed);
  // The new screen's static group is chosen, so its list shows the screen.
  const addScreen = (body: ScreenCreate) =>
    screensApi.createAndBind(body, { hideError: true }).then((row) => {
      if (row.group) setGroup(row.group.did);
      changed();
      return row;
    });
  const savePower = (power: PowerWindow[]) => screensApi.setPower({ pid, did: group?.did ?? '', power }, { hideError: true }).then(changed);
  return (
    <div data-screen="screen-group">
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <Card
            title={t('signage.groups.title')}
            extra={
              <Space>
                {pages.can('export', pid) && list ? <ExportButton job={rowsExportJob(async () => list, groupExportColumns(intl), t('signage.groups.title'))} disabled={list.length === 0} /> : null}
                {pages.can('add', pid) ? <Button onClick={() => setAdding(true)}>{t('signage.groups.addScreen')}</Button> : null}
                {pages.can('add', pid) ? <Button type="primary" onClick={() => setEditing(null)}>{t('signage.groups.newGroup')}</Button> : null}
              </Space>
            }
          >
            {list && list.length === 0 ? (
              <EmptyData description={t('signage.groups.none')} />
            ) : (
              <Table<ScreenGroup> aria-label={t('signage.groups.title')} size="small" rowKey="did" loading={!list} dataSource={list ?? []} columns={columns} pagination={false} />
            )}
          </Card>
        </Col>
        {group ? (
          <>
            <Col xs={24} xl={15}>
              {screens.value ? (
                <GroupScreens group={group} screens={screens.value} statics={statics} bind={canEdit ? bind : undefined} canExport={pages.can('export', pid)} zone={signageZone(locale.timeZone)} />
              ) : (
                <Card size="small" loading />
              )}
            </Col>
            <Col xs={24} xl={9}>
              <PowerSchedule key={group.did} group={group} onSave={canEdit ? savePower : undefined} />
            </Col>
          </>
        ) : null}
      </Row>
      {editing !== undefined ? <GroupDialog pid={pid} group={editing} onSave={saveGroup} onClose={() => setEditing(undefined)} /> : null}
      {adding ? (
        <AddScreenDialog
          pid={pid}
          stores={project.stores.map((s) => ({ did: s.did, name: s.name }))}
          store={project.currentStore}
          statics={statics}
          group={group?.kind === 'static' ? group.did : undefined}
          onSave={addScreen}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmWrite
          danger
          title={t('signage.groups.deleteTitle')}
          body={t('signage.groups.deleteBody', { name: deleting.name })}
          okText={t('common.delete')}
          write={() => screensApi.removeGroup({ pid, did: deleting.did }, { hideError: true })}
          onDone={() => {
            setDeleting(undefined);
            setGroup('');
            changed();
          }}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </div>
  );
});
