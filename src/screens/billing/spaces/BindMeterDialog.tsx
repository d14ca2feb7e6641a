import { Alert, Form, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BillingMeter, SpaceRoom } from '../../../api/billing/spacesTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useFormSave } from '../../../ui/form/useFormSave';
import { SPACES_WORDS } from '../shared/errorWords';
import { billingApi } from '../../../api/billing';

/** Binds meters in the room as its own (they measure only this room). */
export function BindMeterDialog({ room, meters, pid, onClose, onSaved }: { room: SpaceRoom; meters: readonly BillingMeter[]; pid: string; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [chosen, setChosen] = useState<string[]>([]);
  const write = useFormSave(null, { words: SPACES_WORDS });
  const options = meters.filter((m) => !room.group.own.includes(m.did)).map((m) => ({ value: m.did, label: `${m.name} (${m.did})` }));
  const save = () => void write.run(() => billingApi(api).spaces.bindMeters({ pid, space: room.did, meters: chosen }, { hideError: true }), onSaved);
  return (
    <Dialog open title={t('billing.spaces.bindTitle', { room: room.name })} onCancel={onClose} onOk={save} okText={t('common.save')} cancelText={t('common.cancel')} okButtonProps={{ disabled: chosen.length === 0, loading: write.saving }}>
      <Form layout="vertical">
        <Form.Item label={t('billing.spaces.meters')} htmlFor="bind-meters" extra={t('billing.spaces.bindHelp')}>
          <Select id="bind-meters" mode="multiple" showSearch={{ optionFilterProp: 'label' }} value={chosen} onChange={setChosen} options={options} />
        </Form.Item>
      </Form>
      {write.general.length ? <Alert type="error" showIcon title={write.general.join(' ')} /> : null}
    </Dialog>
  );
}
