import { Button, Card, Col, Row, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { monitoringApi } from '../../../../api/operations';
import { MONITORING_PIDS, STATION_STATES, type NetworkStation, type StationState } from '../../../../api/operations/monitoringTypes';
import { useStores } from '../../../../stores/context';
import { EmptyData } from '../../../../ui/EmptyData';
import { usePagePid } from '../../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../../ui/KpiRow';
import { LastUpdated } from '../../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../../ui/live/useLiveResource';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { boxParam, oneOfParam } from '../../../../ui/url-state/codecs';
import { AlarmRule } from '../shared/AlarmRule';
import { STATION_COLOR } from '../shared/states';
import { boundsOf } from './mapGeometry';
import { NetworkMap } from './NetworkMap';
import { StationTable } from './StationTable';

const ALL = 'all';
type StateFilter = StationState | typeof ALL;
const stateParam = oneOfParam<StateFilter>([ALL, ...STATION_STATES], { omit: ALL });

/**
 * `network-level-monitoring`: every station the user reaches on a longitude/latitude map,
 * coloured by state and clustered when dense; the network's figures now (online rate, guns
 * charging, power, faults, alarms), live. A station opens its monitor.
 */
export default observer(function NetworkMonitoringScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const navigate = useNavigate();
  const pid = usePagePid({ fallback: MONITORING_PIDS.network });
  const [state, setState] = useSearchParam('state', stateParam, ALL);
  const [view, setView] = useSearchParam('view', boxParam, null);
  const live = useLiveResource(pid ? (signal) => monitoringApi(api).network({ pid }, { silent: true, hideError: true, signal }) : null, [api, pid]);
  const network = live.resource.value;
  const all = network?.stations;
  const shown = useMemo(() => (all ?? []).filter((s) => state === ALL || s.state === state), [all, state]);
  // The whole network's bounds stay put while a filter narrows the markers.
  const whole = useMemo(() => boundsOf(all ?? []), [all]);
  const open = useCallback((did: string) => navigate(`/index/station-monitoring?station=${encodeURIComponent(did)}`), [navigate]);
  if (!network && live.resource.status === 'error') return <LoadFailed title={t('operations.network.loadFailed')} onRetry={live.refresh} />;
  const kpis = network?.kpis;
  const counts = (s: StationState) => (all ?? []).filter((x: NetworkStation) => x.state === s).length;
  return (
    <div data-screen="network-level-monitoring">
      <Typography.Paragraph type="secondary" style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <span>{t('operations.network.intro')}</span>
        <LastUpdated live={live} />
      </Typography.Paragraph>
      <KpiRow
        items={[
          { key: 'online', title: t('operations.network.kpi.online'), value: kpis ? intl.formatNumber(kpis.onlineRate, { style: 'percent', maximumFractionDigits: 1 }) : null, extra: kpis ? t('operations.network.kpi.pilesOnline', { online: kpis.pilesOnline, piles: kpis.piles }) : null, loading: !kpis },
          { key: 'charging', title: t('operations.network.kpi.charging'), value: kpis?.gunsCharging, extra: kpis ? t('operations.network.kpi.ofGuns', { guns: kpis.guns }) : null, loading: !kpis },
          { key: 'power', title: t('operations.network.kpi.power'), value: kpis?.power, unit: 'kW', fractionDigits: 1, loading: !kpis },
          { key: 'faults', title: t('operations.network.kpi.faults'), value: kpis?.faults, loading: !kpis },
          { key: 'alarms', title: t('operations.network.kpi.alarms'), value: kpis?.alarms, loading: !kpis },
        ]}
      />
      <AlarmRule />
      <Card
        size="small"
        title={t('operations.network.mapTitle', { count: shown.length })}
        extra={
          <Space wrap>
            <Select<StateFilter>
              aria-label={t('operations.network.stateFilter')}
              style={{ minWidth: 160 }}
              value={state}
              onChange={setState}
              options={[{ value: ALL, label: t('operations.network.allStates') }, ...STATION_STATES.map((s) => ({ value: s, label: t(`operations.monitoring.station.${s}`) }))]}
            />
            <Button disabled={!view} onClick={() => setView(null)}>{t('operations.network.wholeNetwork')}</Button>
          </Space>
        }
      >
        {!network ? (
          <div style={{ height: 320 }} aria-busy="true" />
        ) : all && all.length === 0 ? (
          <EmptyData description={t('operations.network.noStations')} />
        ) : (
          <Row gutter={[12, 12]}>
            <Col xs={24} xl={17}>
              <NetworkMap stations={shown} bounds={view ?? whole} onOpen={open} onZoom={setView} />
            </Col>
            <Col xs={24} xl={7}>
              <ul aria-label={t('operations.network.legend')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {STATION_STATES.map((s) => (
                  <li key={s} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}>
                    <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: STATION_COLOR[s] }} />
                    <span>{t('operations.network.legendItem', { state: t(`operations.monitoring.station.${s}`), count: counts(s) })}</span>
                  </li>
                ))}
              </ul>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('operations.network.mapHelp')}</Typography.Paragraph>
            </Col>
          </Row>
        )}
      </Card>
      {network && shown.length > 0 ? <StationTable stations={shown} onOpen={open} /> : null}
    </div>
  );
});
