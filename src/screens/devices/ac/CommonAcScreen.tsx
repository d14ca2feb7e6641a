import { Alert, Button, Card, Col, Result, Row, Space } from 'antd';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { AcType, DeviceCmd, DeviceView } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { BatchResults, useCommandTracker } from '../../../ui/command';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { KpiRow } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { deviceCommandSource, sendToSpace } from '../shared/deviceCommands';
import { notControllable } from '../shared/OnlineCell';
import { SpaceTree } from '../shared/SpaceTree';
import { useDeviceList } from '../shared/useDeviceList';
import { AcControls } from './AcControls';
import { acColumns } from './acColumns';

const AC_TYPES: readonly AcType[] = [1, 2];
const spaceParam = { parse: (raw: string | null) => (raw !== null && /^[\w.-]{1,80}$/.test(raw) ? raw : undefined), serialize: (v: string) => v || null };

/** `common-ac/:actype`: the store's AC units by space, live, with their controls. */
export default function CommonAcScreen() {
  return <CommonAc />;
}

const CommonAc = observer(function CommonAc() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const raw = Number(useParams().actype);
  const actype: AcType = AC_TYPES.includes(raw as AcType) ? (raw as AcType) : 1;
  const store = project.currentStore;
  const [space, setSpace] = useSearchParam('space', spaceParam.parse, spaceParam.serialize, '');
  const [spaceName, setSpaceName] = useState('');
  const live = useDeviceList(store, space, 'ac', actype);
  const pid = pages.currentPid;
  const canControl = pages.can('control');
  const source = useMemo(() => deviceCommandSource(api, pid), [api, pid]);
  const tracker = useCommandTracker(source);
  const [selected, setSelected] = useState<string[]>([]);
  const devices = useMemo(() => live.resource.value ?? [], [live.resource.value]);
  const byDid = useMemo(() => new Map(devices.map((d) => [d.did, d])), [devices]);

  // The shown state follows the device: when a command ends, read the units again at once.
  useEffect(() => reaction(() => tracker.lastBatch.filter((did) => !tracker.pending(did)).length, (done) => done > 0 && live.refresh()), [tracker, live]);
  useEffect(() => setSelected([]), [space, actype, store]);

  const { resource } = live;
  if (!resource.value && resource.status === 'error') {
    return <Result status="warning" title={t('devices.loadFailed')} extra={<Button onClick={live.refresh}>{t('retry')}</Button>} />;
  }
  const chosen = selected.map((did) => byDid.get(did)).filter((d): d is DeviceView => d !== undefined && notControllable(d, intl) === null);
  const controllable = devices.filter((d) => notControllable(d, intl) === null);
  const send = (targets: DeviceView[], cmd: DeviceCmd) => void tracker.send(targets.map((d) => d.did), cmd);
  const sendSpace = (cmd: DeviceCmd) => void tracker.send(controllable.map((d) => d.did), cmd, sendToSpace(api, pid, space, { kind: 'ac', subtype: actype }));
  const running = devices.filter((d) => d.ac?.on).length;
  const online = devices.filter((d) => d.online === 'online').length;
  const temps = devices.map((d) => d.ac?.temperature).filter((v): v is number => v !== undefined);

  return (
    <div data-screen="common-ac">
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={6}>
          <Card size="small" title={t('devices.spaces.title')}>
            <SpaceTree store={store} selected={space} onSelect={(did, node) => { setSpace(did); setSpaceName(node?.name ?? ''); }} />
          </Card>
        </Col>
        <Col xs={24} lg={18}>
          <KpiRow
            items={[
              { key: 'units', title: t('devices.ac.kpi.units'), value: resource.value ? devices.length : null, fractionDigits: 0 },
              { key: 'running', title: t('devices.ac.kpi.running'), value: resource.value ? running : null, fractionDigits: 0 },
              { key: 'online', title: t('devices.kpi.online'), value: devices.length ? (online / devices.length) * 100 : null, unit: '%', fractionDigits: 1, extra: t('devices.kpi.onlineOf', { online, total: devices.length }) },
              { key: 'temp', title: t('devices.ac.kpi.avgTemp'), value: temps.length ? temps.reduce((a, b) => a + b, 0) / temps.length : null, unit: '°C', fractionDigits: 1 },
            ]}
          />
          <Card
            size="small"
            title={space ? t('devices.ac.unitsIn', { space: spaceName || space }) : t('devices.ac.unitsAll')}
            extra={<LastUpdated live={live} />}
          >
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {canControl ? (
                <AcControls
                  targets={chosen.length ? chosen : space ? controllable : []}
                  label={chosen.length ? t('devices.selectedCount', { count: chosen.length }) : space ? t('devices.ac.allIn', { space: spaceName || space }) : t('devices.chooseTargets')}
                  onSend={(cmd) => (chosen.length ? send(chosen, cmd) : sendSpace(cmd))}
                />
              ) : (
                <Alert type="info" showIcon title={t('devices.viewOnly')} />
              )}
              <BatchResults tracker={tracker} nameOf={(did) => byDid.get(did)?.name ?? did} canRetry={canControl} />
              {resource.value && devices.length === 0 ? (
                <EmptyData description={t('devices.ac.none')} />
              ) : (
                <Table<DeviceView>
                  aria-label={t('devices.ac.table')}
                  size="small"
                  rowKey="did"
                  loading={!resource.value}
                  dataSource={devices}
                  columns={acColumns(intl, tracker)}
                  pagination={{ pageSize: 50, showSizeChanger: false }}
                  scroll={{ x: 1100 }}
                  rowSelection={
                    canControl
                      ? {
                          selectedRowKeys: selected,
                          onChange: (keys) => setSelected(keys as string[]),
                          getCheckboxProps: (d) => {
                            const why = notControllable(d, intl);
                            return { disabled: why !== null, title: why ?? undefined, 'aria-label': t('devices.select', { name: d.name }) };
                          },
                        }
                      : undefined
                  }
                />
              )}
            </Space>
          </Card>
        </Col>
      </Row>
    </div>
  );
});
