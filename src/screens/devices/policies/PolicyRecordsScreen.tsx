import { Result, Select, Space, Typography } from 'antd';
import { LoadFailed } from '../../../ui/LoadFailed';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { PolicyRun, RunOutcome } from '../../../api/devices/types';
import { addDays } from '../../../lib/days';
import type { Period } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { useResource } from '../../../ui/resource/useResource';
import { PeriodPicker } from '../../../ui/time-range/PeriodPicker';
import { dayAt } from '../../../lib/days';
import { usePeriodParam } from '../../../ui/url-state/usePeriodParam';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { describeActions, describeWhen } from './describePolicy';
import { LiveCard } from '../../../ui/live/LiveCard';
import { recordColumns, RunDevices } from './recordParts';
import { recordExportJob } from './recordExport';
import { dayStart, DEFAULT_ZONE, localDay, storeTimeFormat } from './storeTime';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { devicesApi } from '../../../api/devices';

const OUTCOMES: readonly RunOutcome[] = ['success', 'partial', 'failed'];
const outcomeParam = oneOfParam(OUTCOMES);
const RUN_PAGE_SIZE = 20;
/** The period shown first: the 30 days up to the store's today (the seeded records' span). */
const DEFAULT_DAYS = 30;

/** `policy-execution-record/:did/:name`: each run of a policy, live, filtered by period and outcome. */
export default function PolicyExecutionRecordScreen() {
  return <Records key={useParams().did ?? ''} />;
}

const Records = observer(function Records() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const params = useParams();
  const did = /^pol-[\w.-]{1,80}$/.test(params.did ?? '') ? params.did! : '';
  const name = (params.name ?? '').slice(0, 80);
  const { api, project, pages, menu, locale, now } = useStores();
  const store = /^pol-(st-\d{4}-\d{2})-/.exec(did)?.[1] ?? project.currentStore;
  // The zone every time of the console is shown in (the store's, checked), as the day bounds' too.
  const zone = locale.timeZone ?? DEFAULT_ZONE;
  const pid = usePagePid({ screen: 'policy-execution-record', params: { did, name } });
  const outcomeId = useId();

  // The policy itself (it may have been deleted since), and the store's simulated now.
  const info = useResource(did && pid ? (signal) => devicesApi(api).policies({ pid, store, did, page: 1, pagesize: 1 }, { signal, silent: true }) : null, [api, pid, store, did]);
  const today = info.value ? localDay(info.value.now, zone) : undefined;
  // Before the policy answers, the server clock's today (the store's zone) opens the period.
  const clockToday = dayAt(now(), zone);
  const end = today ?? clockToday;
  const fallback = useMemo<Period>(() => ({ granularity: 'custom', start: addDays(end, 1 - DEFAULT_DAYS), end }), [end]);
  const [period, setPeriod] = usePeriodParam(fallback, today ? { maxDay: today } : {});
  const [outcome, setOutcome] = useSearchParam('outcome', outcomeParam, '');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [period.start, period.end, outcome]);
  const filter = { pid, store, policy: did, from: dayStart(period.start, zone), to: dayStart(addDays(period.end, 1), zone), ...(outcome ? { outcome } : {}) };
  const live = useLiveResource(
    today ? (signal) => devicesApi(api).records({ ...filter, page, pagesize: RUN_PAGE_SIZE }, { silent: true, signal }) : null,
    [api, today, pid, store, did, period.start, period.end, zone, outcome, page],
  );

  if (!did) return <Result status="404" title={t('devices.records.unknown')} />;
  if (!pid && menu.status === 'ready') return <Result status="403" title={t('devices.policies.noAccess')} />;
  const { resource } = live;
  if ((!info.value && info.status === 'error') || (!resource.value && resource.status === 'error')) {
    const retry = () => (info.value ? live.refresh() : void info.load((s) => devicesApi(api).policies({ pid, store, did, page: 1, pagesize: 1 }, { signal: s })));
    return <LoadFailed title={t('devices.records.loadFailed')} onRetry={retry} />;
  }
  const policy = info.value?.data[0];
  const names = policy?.names ?? {};
  const time = storeTimeFormat(intl, zone);
  const runs = resource.value?.data ?? [];
  const title = t('devices.records.title', { name: policy?.name ?? name });
  return (
    <LiveCard
      screen="policy-execution-record"
      title={title}
      live={live}
      exportJob={pages.can('export', pid) ? recordExportJob(api, filter, intl, time, names, title) : undefined}
      empty={!runs.length}
      before={policy ? <Link to={`/index/device-policy-list/${policy.menutype}`}>{t('devices.records.backToList')}</Link> : null}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {policy ? (
          <Typography.Paragraph style={{ margin: 0 }} data-testid="policy-summary">
            {describeWhen(intl, policy)} · {describeActions(intl, policy).join('; ')} · {t(policy.enabled ? 'devices.policies.enabledOn' : 'devices.policies.enabledOff')}
          </Typography.Paragraph>
        ) : info.value ? (
          <Typography.Text type="secondary">{t('devices.records.policyGone')}</Typography.Text>
        ) : null}
        <Space wrap role="group" aria-label={t('devices.records.filters')}>
          <PeriodPicker value={period} onChange={setPeriod} granularities={['day', 'week', 'month', 'custom']} maxDay={today} />
          <label htmlFor={outcomeId}>{t('devices.records.outcome')}</label>
          <Select<RunOutcome | ''>
            id={outcomeId}
            style={{ width: 160 }}
            value={outcome}
            onChange={setOutcome}
            options={[{ value: '', label: t('devices.records.allOutcomes') }, ...OUTCOMES.map((o) => ({ value: o, label: t(`devices.policies.outcome.${o}`) }))]}
          />
        </Space>
        {resource.value && runs.length === 0 ? (
          <EmptyData description={t('devices.records.none')} />
        ) : (
          <Table<PolicyRun>
            aria-label={t('devices.records.table')}
            size="small"
            rowKey="did"
            loading={!resource.value}
            dataSource={runs}
            columns={recordColumns(intl, time, names)}
            expandable={{ expandedRowRender: (run) => <RunDevices run={run} intl={intl} /> }}
            pagination={{ current: page, pageSize: RUN_PAGE_SIZE, total: resource.value?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            scroll={{ x: 1100 }}
          />
        )}
      </Space>
    </LiveCard>
  );
});
