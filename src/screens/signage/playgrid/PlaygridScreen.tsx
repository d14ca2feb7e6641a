import { Alert, Button, Card, Col, Row, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { ALL_SCREENS, SCHEDULE_RULE, type ScheduleEvent, type ScheduleSave } from '../../../api/signage/scheduleTypes';
import { SIGNAGE_PIDS } from '../../../api/signage/types';
import { addDays, startOfWeek } from '../../../lib/days';
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
import { dayParam, idParam, timeParam } from '../../../ui/url-state/codecs';
import { signageDay, signageZone, storeWallClock } from '../shared/signageTime';
import { AgendaPanel } from './AgendaPanel';
import { eventColumns, eventExportColumns } from './eventColumns';
import { EventDialog } from './EventDialog';
import { WeekGrid } from './WeekGrid';

/**
 * `playgrid`: the schedule of channels on screen groups. A group's week (days × hours) shows its
 * own events and those it inherits from all screens; events are created, changed and deleted
 * here; the one conflict rule is stated; and the agenda answers what plays on the group at a day
 * and time (in the URL, the store's wall clock) and why each event plays or is hidden.
 */
export default observer(function PlaygridScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const root = useStores();
  const { api, pages, locale } = root;
  const pid = usePagePid({ fallback: SIGNAGE_PIDS.playgrid });
  const [now] = useState(() => storeWallClock(root.now(), signageZone(locale.timeZone)));
  const [groupParam, setGroup] = useSearchParam('group', idParam, '');
  const [day, setDay] = useSearchParam('day', dayParam, now.day);
  const [time, setTime] = useSearchParam('time', timeParam, now.time);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<ScheduleEvent | null | undefined>();
  const [deleting, setDeleting] = useState<ScheduleEvent>();
  const groups = useResource(pid ? (signal) => signageApi(api).screens.groups({ pid }, { signal }) : null, [api, pid]);
  const channels = useResource(pid ? (signal) => signageApi(api).channels.list({ pid }, { signal }) : null, [api, pid]);
  const events = useResource(pid ? (signal) => signageApi(api).schedule.list({ pid }, { signal }) : null, [api, pid, version]);
  const groupList = useMemo(() => (groups.value ?? []).map((g) => ({ did: g.did, name: g.name })), [groups.value]);
  const group = groupList.find((g) => g.did === groupParam) ?? groupList[0];
  const shown = useMemo(() => (events.value ?? []).filter((e) => e.target.did === group?.did || e.target.did === ALL_SCREENS), [events.value, group]);
  const changed = () => setVersion((v) => v + 1);
  const save = (input: ScheduleSave) => signageApi(api).schedule.save(input, { hideError: true }).then(changed);

  if ((!groups.value && groups.status === 'error') || (!events.value && events.status === 'error')) {
    return <LoadFailed title={t('signage.playgrid.loadFailed')} onRetry={() => void Promise.all([groups.reload(), events.reload()])} />;
  }
  const title = t('signage.playgrid.title');
  const monday = startOfWeek(day);
  const canEdit = pages.can('edit', pid);
  const ready = groups.value && events.value;
  return (
    <div data-screen="playgrid">
      <Alert type="info" showIcon role="note" style={{ marginBottom: 12 }} title={t('signage.playgrid.ruleTitle')} description={t(SCHEDULE_RULE.messageKey)} />
      {groups.value && groupList.length === 0 ? (
        <Card title={title}>
          <EmptyData description={t('signage.playgrid.noGroups')} />
        </Card>
      ) : (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={16}>
            <Card
              title={group ? t('signage.playgrid.weekOf', { group: group.name, day: signageDay(intl, monday) }) : title}
              loading={!ready}
              extra={
                <Space wrap>
                  <Button onClick={() => setDay(addDays(day, -7))}>{t('signage.playgrid.previousWeek')}</Button>
                  <Button onClick={() => setDay(addDays(day, 7))}>{t('signage.playgrid.nextWeek')}</Button>
                  {pages.can('add', pid) && group ? (
                    <Button type="primary" onClick={() => setEditing(null)}>
                      {t('signage.playgrid.newEvent')}
                    </Button>
                  ) : null}
                </Space>
              }
            >
              {group ? <WeekGrid events={shown} group={group.did} monday={monday} day={day} time={time} onPickDay={setDay} onOpen={canEdit ? setEditing : undefined} /> : null}
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {t('signage.playgrid.legend', { zone: signageZone(locale.timeZone) })}
              </Typography.Paragraph>
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            {group ? <AgendaPanel pid={pid} group={group.did} groups={groupList} day={day} time={time} onGroup={setGroup} onDay={setDay} onTime={setTime} version={version} /> : null}
          </Col>
          <Col span={24}>
            <Card
              size="small"
              title={t('signage.playgrid.events')}
              extra={pages.can('export', pid) && ready ? <ExportButton job={rowsExportJob(async () => shown, eventExportColumns(intl), title)} disabled={shown.length === 0} /> : null}
            >
              {ready && shown.length === 0 ? (
                <EmptyData description={t('signage.playgrid.noEventsOnGroup')} />
              ) : (
                <Table<ScheduleEvent>
                  aria-label={t('signage.playgrid.events')}
                  size="small"
                  rowKey="did"
                  loading={!ready}
                  dataSource={shown}
                  columns={eventColumns(intl, { onEdit: canEdit ? setEditing : undefined, onDelete: pages.can('delete', pid) ? setDeleting : undefined })}
                  pagination={false}
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
      {editing !== undefined && group ? (
        <EventDialog
          pid={pid}
          event={editing}
          fresh={{ target: group.did, channel: channels.value?.[0]?.did, day, to: addDays(day, 28) }}
          channels={channels.value ?? []}
          groups={groupList}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmWrite
          danger
          title={t('signage.playgrid.deleteTitle')}
          body={t('signage.playgrid.deleteBody', { name: deleting.name, target: deleting.target.name })}
          okText={t('common.delete')}
          write={() => signageApi(api).schedule.remove({ pid, did: deleting.did }, { hideError: true })}
          onDone={() => {
            setDeleting(undefined);
            changed();
          }}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </div>
  );
});
