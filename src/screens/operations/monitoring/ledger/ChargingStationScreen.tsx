import { Card, Space } from 'antd';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { monitoringApi } from '../../../../api/operations';
import { MONITORING_PIDS, PILE_COMMAND_TIMEOUT_MS, type GunState, type PileAction, type PileLive } from '../../../../api/operations/monitoringTypes';
import { useStores } from '../../../../stores/context';
import { useCommandTracker, useCutConfirm } from '../../../../ui/command';
import { Table } from '../../../../ui/data-table/Table';
import { EmptyData } from '../../../../ui/EmptyData';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { LastUpdated } from '../../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../../ui/live/useLiveResource';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { PrintLabelButton } from '../../../../ui/qr-label/PrintLabelButton';
import { GunTable } from '../shared/GunTable';
import { LinkAlert } from '../shared/LinkAlert';
import { StationPicker, useStationParam } from '../shared/StationPicker';
import { CommandCell } from './CommandCell';
import { LedgerCard } from './LedgerCard';
import { pileCutNotice } from './cutNotices';
import { pileCommandSource, type PileCmd } from './pileCommands';

const BUSY: readonly GunState[] = ['charging', 'preparing'];

/**
 * `charging-station`: a station's ledger and live view, with remote start, stop, unlock (per gun)
 * and reset (per pile) through the command kit: sent, then the pile's answer; the guns show the
 * state the pile reports, never an optimistic one. Stop and reset ask first (useCutConfirm).
 */
export default observer(function ChargingStationScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: MONITORING_PIDS.ledger });
  const { options, station, setStation } = useStationParam(pid);
  const live = useLiveResource(pid && station ? (signal) => monitoringApi(api).station({ pid, station }, { silent: true, hideError: true, signal }) : null, [api, pid, station]);
  const source = useMemo(() => pileCommandSource(api, pid), [api, pid]);
  const tracker = useCommandTracker<PileCmd>(source, { timeoutMs: PILE_COMMAND_TIMEOUT_MS });
  const cut = useCutConfirm();
  // Once the piles have answered, read the station again: the guns show what the piles now report.
  useEffect(() => reaction(() => tracker.anyPending, (pending) => !pending && live.refresh()), [tracker, live]);
  // Another station: its commands are not this one's.
  useEffect(() => tracker.clear(), [tracker, station]);
  const monitor = live.resource.value?.station.did === station ? live.resource.value : undefined;
  if (options.status === 'error') return <LoadFailed title={t('operations.monitoring.loadFailed')} onRetry={() => void options.reload()} />;
  if (options.value && options.value.length === 0) return <EmptyData description={t('operations.monitoring.noStations')} />;
  if (!monitor && live.resource.status === 'error') return <LoadFailed title={t('operations.monitoring.loadFailed')} onRetry={live.refresh} />;
  const sendNow = (target: string, action: PileAction) => void tracker.send([target], { action, station: monitor?.station.did ?? '' });
  // A stop or reset cuts supply: it asks first, naming what stops.
  const send = (target: string, action: PileAction) => {
    const notice = pileCutNotice(intl, monitor, target, action);
    if (notice) cut.ask(notice, () => sendNow(target, action));
    else sendNow(target, action);
  };
  const pileTitle = t('operations.ledger.piles');
  return (
    <div data-screen="charging-station">
      {cut.dialog}
      <Space style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 12 }}>
        <StationPicker options={options} station={station} onChange={setStation} />
        <LastUpdated live={live} />
      </Space>
      {monitor ? <LinkAlert monitor={monitor} /> : null}
      {monitor ? <LedgerCard station={monitor.station} /> : <Card size="small" loading />}
      <Card size="small" title={pileTitle} style={{ marginBottom: 12 }} loading={!monitor}>
        {monitor ? (
          <Table<PileLive>
            aria-label={pileTitle}
            size="small"
            rowKey="did"
            dataSource={monitor.piles}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'code', dataIndex: 'code', title: t('operations.ledger.pile') },
              { key: 'type', title: t('operations.ledger.type'), render: (_v, p) => `${p.type.toUpperCase()} ${p.ratedPower} kW` },
              { key: 'model', title: t('operations.ledger.model'), render: (_v, p) => `${p.manufacturer} ${p.model}` },
              { key: 'serial', dataIndex: 'serialno', title: t('operations.ledger.serial') },
              { key: 'firmware', dataIndex: 'firmware', title: t('operations.ledger.firmware') },
              { key: 'online', title: t('operations.ledger.online'), render: (_v, p) => t(p.online ? 'operations.ledger.online.yes' : 'operations.ledger.online.no') },
              { key: 'label', title: t('qrLabel.column'), render: (_v, p) => <PrintLabelButton variant="icon" size="small" thing={{ kind: 'pile', did: p.did }} name={`${p.name} (${p.code})`} /> },
              { key: 'actions', title: t('operations.monitoring.col.actions'), render: (_v, p) => <CommandCell tracker={tracker} target={p.did} label={p.code} actions={[{ action: 'reset', disabled: !p.online }]} onSend={send} /> },
            ]}
          />
        ) : null}
      </Card>
      <Card size="small" title={t('operations.monitoring.guns')} loading={!monitor}>
        {monitor ? (
          <GunTable
            piles={monitor.piles}
            zone={monitor.zone}
            title={t('operations.monitoring.guns')}
            actions={(g) => (
              <CommandCell
                tracker={tracker}
                target={g.did}
                label={g.code}
                actions={[
                  { action: 'start', disabled: g.state !== 'idle' },
                  { action: 'stop', disabled: !BUSY.includes(g.state) },
                  { action: 'unlock', disabled: BUSY.includes(g.state) || g.state === 'offline' },
                ]}
                onSend={send}
              />
            )}
          />
        ) : null}
      </Card>
    </div>
  );
});
