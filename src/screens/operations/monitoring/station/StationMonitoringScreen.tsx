import { Card, Col, Row, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { monitoringApi } from '../../../../api/operations';
import { MONITORING_PIDS } from '../../../../api/operations/monitoringTypes';
import { useStores } from '../../../../stores/context';
import { EmptyData } from '../../../../ui/EmptyData';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../../ui/KpiRow';
import { LastUpdated } from '../../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../../ui/live/useLiveResource';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { AlarmList } from '../shared/AlarmList';
import { AlarmRule } from '../shared/AlarmRule';
import { GunExport } from '../shared/GunExport';
import { GunTable } from '../shared/GunTable';
import { LinkAlert } from '../shared/LinkAlert';
import { StationPicker, useStationParam } from '../shared/StationPicker';
import { PowerCurveCard } from './PowerCurveCard';

/**
 * `station-monitoring`: one station (from the URL) live: its piles and guns with state, power,
 * session energy and state of charge, today's power curve, and its alarms after the rule.
 */
export default observer(function StationMonitoringScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = usePagePid({ fallback: MONITORING_PIDS.station });
  const { options, station, setStation } = useStationParam(pid);
  const live = useLiveResource(pid && station ? (signal) => monitoringApi(api).station({ pid, station }, { silent: true, hideError: true, signal }) : null, [api, pid, station]);
  const monitor = live.resource.value?.station.did === station ? live.resource.value : undefined;
  if (options.status === 'error') return <LoadFailed title={t('operations.monitoring.loadFailed')} onRetry={() => void options.reload()} />;
  if (options.value && options.value.length === 0) return <EmptyData description={t('operations.monitoring.noStations')} />;
  if (!monitor && live.resource.status === 'error') return <LoadFailed title={t('operations.monitoring.loadFailed')} onRetry={live.refresh} />;
  return (
    <div data-screen="station-monitoring">
      <Space style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 12 }}>
        <StationPicker options={options} station={station} onChange={setStation} />
        <LastUpdated live={live} />
      </Space>
      {monitor ? <LinkAlert monitor={monitor} /> : null}
      <KpiRow
        items={[
          { key: 'power', title: t('operations.monitoring.kpi.power'), value: monitor?.power, unit: 'kW', fractionDigits: 1, loading: !monitor },
          { key: 'charging', title: t('operations.monitoring.kpi.charging'), value: monitor?.gunsCharging, extra: monitor ? t('operations.network.kpi.ofGuns', { guns: monitor.station.guncount }) : null, loading: !monitor },
          { key: 'energy', title: t('operations.monitoring.kpi.energyToday'), value: monitor?.energyToday, unit: 'kWh', fractionDigits: 2, loading: !monitor },
          { key: 'alarms', title: t('operations.monitoring.kpi.alarms'), value: monitor?.alarms.length, loading: !monitor },
        ]}
      />
      <AlarmRule />
      {/* The guns' table needs the whole row below 1600 px: beside the alarms it cut "Session since" off. */}
      <Row gutter={[12, 12]}>
        <Col xs={24} xxl={16}>
          <Card size="small" title={t('operations.monitoring.guns')} loading={!monitor} extra={monitor ? <GunExport monitor={monitor} /> : null}>
            {monitor ? <GunTable piles={monitor.piles} zone={monitor.zone} title={t('operations.monitoring.guns')} /> : null}
          </Card>
        </Col>
        <Col xs={24} xxl={8}>
          <Card size="small" title={t('operations.monitoring.alarms')} loading={!monitor}>
            {monitor ? <AlarmList alarms={monitor.alarms} zone={monitor.zone} /> : null}
          </Card>
        </Col>
        <Col span={24}>{monitor ? <PowerCurveCard curve={monitor.curve} /> : null}</Col>
      </Row>
      {monitor ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('operations.monitoring.storeTime', { zone: monitor.zone })}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
});
