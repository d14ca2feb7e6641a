import { Alert, Card, Col, Row, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { monthParam } from '../../../ui/url-state/codecs';
import { AllocationDialog } from './AllocationDialog';
import { BindMeterDialog } from './BindMeterDialog';
import { FlowCard } from './FlowCard';
import { RoomGroup, type GroupAction } from './RoomGroup';
import { RoomTree } from './RoomTree';
import { spacesExportJob } from './spacesExport';
import { useSpacesPage } from './useSpacesPage';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `bill-space-config`: the selected store's let rooms by building and floor, and for the room in
 * the URL its meter group (own meters, shares of shared meters, differences) and where its
 * energy came from in a month (`?month=`, the latest whole month by default).
 */
export default function BillSpaceConfigScreen() {
  return <BillSpaceConfig />;
}

const BillSpaceConfig = observer(function BillSpaceConfig() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [version, setVersion] = useState(0);
  const page = useSpacesPage(version);
  const [open, setOpen] = useState<GroupAction | null>(null);
  const [monthInUrl, setMonth] = useSearchParam('month', monthParam, '');
  const setup = page.setup.value;
  const months = setup?.months ?? [];
  const month = months.includes(monthInUrl) ? monthInUrl : (months[months.length - 1] ?? '');
  const written = () => {
    setOpen(null);
    setVersion((v) => v + 1);
  };

  if (!page.store) return <div data-screen="bill-space-config"><EmptyData description={t('billing.spaces.chooseStore')} /></div>;
  if (page.setup.status === 'error' && !setup) {
    return (
      <div data-screen="bill-space-config">
        <LoadFailed inline title={t('billing.spaces.loadFailed')} onRetry={() => void page.setup.reload()} />
      </div>
    );
  }
  const room = page.room;
  return (
    <div data-screen="bill-space-config">
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('billing.spaces.title', { count: String(setup?.rooms.length ?? 0) })} loading={!setup} extra={page.can.export && setup ? <ExportButton job={spacesExportJob(intl, setup, page.storeName)} /> : null}>
            {setup && setup.rooms.length === 0 ? <EmptyData description={t('billing.spaces.noRooms')} /> : <RoomTree rooms={setup?.rooms ?? []} selected={page.space} onSelect={page.setSpace} />}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          {!setup ? null : !room ? (
            <Card size="small"><EmptyData description={t('billing.spaces.chooseRoom')} /></Card>
          ) : (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              <Card size="small" title={t('billing.spaces.groupOf', { room: room.name })} data-testid="meter-group">
                {!page.can.edit ? <Alert style={{ marginBottom: 12 }} type="info" showIcon title={t('billing.spaces.viewOnly')} /> : null}
                <RoomGroup setup={setup} room={room} pid={page.pid} canEdit={page.can.edit} onAction={setOpen} onChanged={written} />
              </Card>
              {month ? <FlowCard room={room} pid={page.pid} month={month} months={months} onMonth={setMonth} version={version} /> : null}
            </Space>
          )}
        </Col>
      </Row>
      {setup && room && open?.kind === 'bind' ? <BindMeterDialog room={room} meters={setup.meters} pid={page.pid} onClose={() => setOpen(null)} onSaved={written} /> : null}
      {setup && room && (open?.kind === 'share' || open?.kind === 'difference') ? (
        <AllocationDialog setup={setup} room={room} pid={page.pid} meter={open.meter} difference={open.kind === 'difference'} onClose={() => setOpen(null)} onSaved={written} />
      ) : null}
    </div>
  );
});
