import { instantForm } from '../../../lib/dateText';
import { Button, Card, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCREEN_COMMANDS, SCREEN_COMMAND_TIMEOUT_MS, type ScreenCommand } from '../../../api/signage/screenCommandTypes';
import { SIGNAGE_PIDS } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { BatchResults, useCommandTracker } from '../../../ui/command';
import { Table } from '../../../ui/data-table/Table';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { LoadFailed } from '../../../ui/LoadFailed';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { dayTimeParam, isId } from '../../../ui/url-state/codecs';
import { OneShown } from '../../../ui/OneShown';
import { signageClock, signageDay, storeWallClock } from '../shared/signageTime';
import { CommandCell } from './CommandCell';
import { groupsOfScreen, loadSummary, type SummaryRow } from './loadSummary';
import { PlaysAtPicker } from './PlaysAtPicker';
import { ScreenShots, screenCommandSource } from './screenCommandSource';
import { summaryColumns, summaryExportColumns } from './summaryColumns';
import { useRefreshOnAnswer } from '../../../ui/command/useRefreshOnAnswer';

/** `screen`: the one screen a scanned label opened. */
const FILTERS = { q: anyText, group: anyText, state: oneOf('online', 'offline'), screen: isId };

/**
 * `screen-summary`: every screen the user reaches, live at the page's refresh rate: its debounced
 * online state, last seen, what its groups' agendas play now, resolution and orientation. Remote
 * commands (refresh content, screenshot, reboot) go to one screen or a selection and show each
 * screen's answer; offline screens cannot be commanded. What plays can be read at a chosen day and
 * time instead of now (`?at=`), each screen with why. Filters live in the URL; the export follows them.
 */
export default observer(function ScreenSummaryScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const root = useStores();
  const { api, pages, locale } = root;
  const pid = usePagePid({ fallback: SIGNAGE_PIDS.screenSummary });
  const zone = locale.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { filters, setFilters, bar, filtered } = useListFilters(FILTERS);
  const [at, setAt] = useSearchParam('at', dayTimeParam, null);
  const live = useLiveResource(pid ? (signal) => loadSummary(api, pid, zone, at, signal) : null, [api, pid, zone, at]);
  const [shots] = useState(() => new ScreenShots());
  const source = useMemo(() => screenCommandSource(api, pid, shots), [api, pid, shots]);
  const tracker = useCommandTracker(source, { timeoutMs: SCREEN_COMMAND_TIMEOUT_MS });
  const [selected, setSelected] = useState<string[]>([]);
  const data = live.resource.value;
  const canControl = pages.can('control', pid);

  // A screen that answered may have changed (a reboot, new content): read the list again at once.
  useRefreshOnAnswer(tracker, live);

  const rows = useMemo(() => {
    const words = filters.q.trim().toLocaleLowerCase();
    return (data?.rows ?? []).filter(
      (r) =>
        (!filters.screen || r.did === filters.screen) &&
        (!filters.group || groupsOfScreen(r).includes(filters.group)) &&
        (!filters.state || r.online === (filters.state === 'online')) &&
        (!words || `${r.name} ${r.storeName} ${r.spacePath} ${r.tags.join(' ')}`.toLocaleLowerCase().includes(words)),
    );
  }, [data, filters]);
  const byDid = useMemo(() => new Map((data?.rows ?? []).map((r) => [r.did, r])), [data]);
  // Only visible, online screens stay chosen: a filter or a screen going offline drops them.
  const chosen = selected.filter((did) => rows.some((r) => r.did === did && r.online));
  const busy = chosen.some((did) => tracker.pending(did));
  // A reboot blanks the screens for a while: it is asked first, naming them.
  const [rebooting, setRebooting] = useState<string[] | null>(null);
  const send = (screens: string[], cmd: ScreenCommand) => (cmd === 'reboot' ? setRebooting(screens) : void tracker.send(screens, cmd));

  if (!data && live.resource.status === 'error') return <LoadFailed title={t('signage.summary.loadFailed')} onRetry={live.refresh} />;
  const all = data?.rows;
  const title = t('signage.summary.title');
  const atChosen = at !== null;
  const columns = summaryColumns(intl, zone, atChosen, (row) => <CommandCell row={row} tracker={tracker} shots={shots} onSend={canControl ? send : undefined} />);
  return (
    <div data-screen="screen-summary">
      <Typography.Paragraph type="secondary" style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        {/* The agenda's local wall-clock minute, shown as it is (formatted in UTC so no zone shifts it). */}
        <span>
          {at
            ? t('signage.summary.scheduleChosen', { day: signageDay(intl, at.slice(0, 10), 'full'), time: signageClock(intl, at.slice(11, 16)) })
            : data?.at
              ? t('signage.summary.scheduleAt', { time: instantForm(intl, `${data.at}:00Z`, { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'UTC') })
              : null}
        </span>
        <LastUpdated live={live} />
      </Typography.Paragraph>
      <PlaysAtPicker at={at} start={nowAt(data?.at, root.now(), zone)} onAt={setAt} />
      <KpiRow
        items={[
          { key: 'screens', title: t('signage.summary.kpi.screens'), value: all?.length, loading: !all },
          { key: 'online', title: t('signage.summary.kpi.online'), value: all?.filter((r) => r.online).length, loading: !all },
          { key: 'offline', title: t('signage.summary.kpi.offline'), value: all?.filter((r) => !r.online).length, loading: !all },
        ]}
      />
      <Card
        title={title}
        extra={pages.can('export', pid) && data ? <ExportButton job={rowsExportJob(async () => rows, summaryExportColumns(intl, zone, atChosen), title)} disabled={rows.length === 0} /> : null}
      >
        <FilterBar
          aria-label={t('signage.summary.filters')}
          fields={[
            { key: 'q', kind: 'text', label: t('signage.summary.search') },
            { key: 'group', kind: 'enum', label: t('signage.summary.group'), options: (data?.groups ?? []).map((g) => ({ value: g.did, label: g.name })) },
            { key: 'state', kind: 'enum', label: t('signage.summary.state'), options: (['online', 'offline'] as const).map((v) => ({ value: v, label: t(`signage.summary.state.${v}`) })) },
          ]}
          {...bar}
        />
        {filters.screen ? <OneShown name={byDid.get(filters.screen)?.name ?? filters.screen} onShowAll={() => setFilters({ ...filters, screen: '' })} /> : null}
        {canControl ? (
          <Space wrap style={{ margin: '8px 0' }} aria-label={t('signage.summary.toSelection')} role="group">
            <Typography.Text>{t('signage.summary.selected', { count: chosen.length })}</Typography.Text>
            {SCREEN_COMMANDS.map((cmd) => (
              <Button key={cmd} disabled={chosen.length === 0 || busy} onClick={() => send(chosen, cmd)}>
                {t('signage.summary.cmdSelected', { command: t(`signage.summary.cmd.${cmd}`), count: chosen.length })}
              </Button>
            ))}
          </Space>
        ) : null}
        <BatchResults tracker={tracker} nameOf={(did) => byDid.get(did)?.name ?? did} />
        {rebooting ? (
          <ConfirmWrite
            title={t('signage.summary.rebootTitle', { count: rebooting.length })}
            body={t('signage.summary.rebootBody', { screens: rebooting.map((did) => byDid.get(did)?.name ?? did).join(', ') })}
            okText={t('signage.summary.cmd.reboot')}
            danger
            write={() => tracker.send(rebooting, 'reboot')}
            onDone={() => setRebooting(null)}
            onClose={() => setRebooting(null)}
          />
        ) : null}
        {data && rows.length === 0 ? (
          <EmptyData description={t(filtered ? 'signage.summary.noneMatch' : 'signage.summary.none')} />
        ) : (
          <Table<SummaryRow>
            aria-label={title}
            size="small"
            rowKey="did"
            loading={!data}
            dataSource={rows}
            columns={columns}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            rowSelection={
              canControl
                ? {
                    selectedRowKeys: chosen,
                    onChange: (keys) => setSelected(keys.map(String)),
                    getCheckboxProps: (r) => ({ disabled: !r.online, 'aria-label': t('signage.summary.select', { screen: r.name }) }),
                  }
                : undefined
            }
          />
        )}
      </Card>
    </div>
  );
});

/** Where a chosen time starts: the agendas' now, else the stores' wall clock now. */
function nowAt(agendaAt: string | undefined, now: number, zone: string): string {
  if (agendaAt && dayTimeParam.parse(agendaAt)) return agendaAt;
  const clock = storeWallClock(now, zone);
  return `${clock.day}T${clock.time}`;
}
