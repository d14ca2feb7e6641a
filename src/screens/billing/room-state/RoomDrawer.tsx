import { Alert, Button, Descriptions, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Occupancy } from '../../../api/billing/types';
import type { RoomStateRow } from '../../../api/billing/spacesTypes';
import { useStores } from '../../../stores/context';
import { useFormSave } from '../../../ui/form/useFormSave';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { SPACES_WORDS } from '../shared/errorWords';
import { OCCUPANCY_TONE } from './RoomBoard';
import { RoomConsumption } from './RoomConsumption';
import { billingApi } from '../../../api/billing';
import { ROOM_STATE_RULES } from '../../../api/billing/rules';

type OccupancyChoice = Occupancy | 'auto';

/** A room's tenant, contract and consumption; with edit, its state set by hand (maintenance, clean, a note). */
export function RoomDrawer({ row, pid, dataMonth, canEdit, onClose, onSaved }: { row: RoomStateRow; pid: string; dataMonth: string; canEdit: boolean; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [occupancy, setOccupancy] = useState<OccupancyChoice>(row.manual && row.occupancy ? row.occupancy : 'auto');
  const [clean, setClean] = useState(row.clean);
  const [note, setNote] = useState(row.note);
  const { saving, general, run } = useFormSave(null, { words: SPACES_WORDS });
  const save = () => run(() => billingApi(api).spaces.setRoomState({ pid, space: row.space, occupancy: occupancy === 'auto' ? null : occupancy, clean, note }, { hideError: true }), onSaved);
  const dash = '—';
  return (
    <Drawer open title={row.room.name} onClose={onClose} size={420}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space>
          <StatusTag tone={OCCUPANCY_TONE[row.occupancy]}>{t(`billing.roomState.state.${row.occupancy}`)}</StatusTag>
          <StatusTag tone={row.clean ? 'success' : 'error'}>{t(row.clean ? 'billing.roomState.clean' : 'billing.roomState.dirty')}</StatusTag>
          {row.manual ? <StatusTag tone="neutral">{t('billing.roomState.manual')}</StatusTag> : null}
        </Space>
        <Descriptions size="small" column={1} items={[
          { key: 'where', label: t('billing.roomState.where'), children: `${row.room.buildingName} ${row.room.floor}F · ${intl.formatNumber(row.room.area)} m²` },
          { key: 'tenant', label: t('billing.roomState.tenant'), children: row.tenantName ?? dash },
          { key: 'contract', label: t('billing.roomState.contract'), children: row.contractCode ?? dash },
          { key: 'period', label: t('billing.roomState.period'), children: row.contractStart && row.contractEnd ? `${row.contractStart} – ${row.contractEnd}` : dash },
          { key: 'left', label: t('billing.roomState.daysLeft'), children: row.daysLeft === null ? dash : t('billing.roomState.days', { days: row.daysLeft }) },
          ...(row.note ? [{ key: 'note', label: t('billing.roomState.note'), children: row.note }] : []),
        ]} />
        <RoomConsumption pid={pid} space={row.space} month={dataMonth} />
        {canEdit ? (
          <Form layout="vertical" onFinish={() => void save()}>
            <Form.Item label={t('billing.roomState.setState')} htmlFor="room-occupancy">
              <Select
                id="room-occupancy"
                value={occupancy}
                onChange={setOccupancy}
                options={(['auto', 'maintenance', 'vacant', 'reserved', 'occupied'] as const).map((o) => ({ value: o, label: t(o === 'auto' ? 'billing.roomState.auto' : `billing.roomState.state.${o}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('billing.roomState.clean')} htmlFor="room-clean">
              <Switch id="room-clean" checked={clean} onChange={setClean} />
            </Form.Item>
            <Form.Item label={t('billing.roomState.note')} htmlFor="room-note">
              <Input.TextArea id="room-note" maxLength={ROOM_STATE_RULES.note.maxLength} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            </Form.Item>
            {general.length ? <Alert style={{ marginBottom: 12 }} type="error" showIcon title={general.join(' ')} /> : null}
            <Button type="primary" htmlType="submit" loading={saving}>{t('billing.roomState.save')}</Button>
          </Form>
        ) : null}
      </Space>
    </Drawer>
  );
}
