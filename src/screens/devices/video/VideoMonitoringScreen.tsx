import { Card, Col, Pagination, Radio, Row, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { KpiRow } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { onlineKpi } from '../shared/commonParts';
import { SpaceTree } from '../../../ui/space-tree';
import { useDeviceList } from '../shared/useDeviceList';
import { CameraTile } from './CameraTile';
import { LAYOUTS, useVideoParams, type VideoLayout } from './useVideoParams';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `video-monitoring`: the store's cameras by space, live online state, in a grid of 1, 4, 9 or
 * 16 tiles paged through when there are more; each tile plays its camera's HLS stream.
 */
export default function VideoMonitoringScreen() {
  return <VideoMonitoring />;
}

const VideoMonitoring = observer(function VideoMonitoring() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { project, pages } = useStores();
  const store = project.currentStore;
  const [{ space, layout, page }, setParams] = useVideoParams();
  const live = useDeviceList(store, space, 'camera');
  const { resource } = live;
  if (!resource.value && resource.status === 'error') {
    return <LoadFailed title={t('devices.loadFailed')} onRetry={live.refresh} />;
  }
  const cameras = resource.value ?? [];
  const online = cameras.filter((c) => c.online === 'online').length;
  const pagesCount = Math.max(1, Math.ceil(cameras.length / layout));
  const current = Math.min(page, pagesCount);
  const shown = cameras.slice((current - 1) * layout, current * layout);
  const columns = Math.sqrt(layout);
  return (
    <div data-screen="video-monitoring">
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={6}>
          <Card size="small" title={t('devices.spaces.title')}>
            <SpaceTree store={store} selected={space} onSelect={(did) => setParams({ space: did })} />
          </Card>
        </Col>
        <Col xs={24} lg={18}>
          <KpiRow
            items={[
              { key: 'cameras', title: t('devices.video.kpi.cameras'), value: resource.value ? cameras.length : null, fractionDigits: 0 },
              onlineKpi(intl, online, cameras.length),
              { key: 'offline', title: t('devices.video.kpi.offline'), value: resource.value ? cameras.length - online : null, fractionDigits: 0 },
            ]}
          />
          <Card
            size="small"
            title={t('devices.video.title')}
            extra={
              <Space wrap>
                <Typography.Text id="video-layout-label">{t('devices.video.layout')}</Typography.Text>
                <Radio.Group
                  aria-labelledby="video-layout-label"
                  optionType="button"
                  size="small"
                  value={layout}
                  onChange={(event) => setParams({ layout: event.target.value as VideoLayout })}
                  options={LAYOUTS.map((n) => ({ value: n, label: String(n), title: t('devices.video.layoutOf', { count: n }) }))}
                />
                <LastUpdated live={live} />
              </Space>
            }
          >
            {!resource.value ? (
              <div role="status" style={{ minHeight: 174 }}>{t('devices.video.loading')}</div>
            ) : cameras.length === 0 ? (
              <EmptyData description={t('devices.video.none')} />
            ) : (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                <div data-testid="camera-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 8 }}>
                  {shown.map((camera) => (
                    <CameraTile key={camera.did} camera={camera} canSnapshot={pages.can('export')} />
                  ))}
                </div>
                {cameras.length > layout ? (
                  <Pagination
                    size="small"
                    align="center"
                    current={current}
                    pageSize={layout}
                    total={cameras.length}
                    showSizeChanger={false}
                    showTotal={(total, [from, to]) => t('devices.video.range', { from, to, total })}
                    onChange={(next) => setParams({ page: next })}
                  />
                ) : null}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
});
