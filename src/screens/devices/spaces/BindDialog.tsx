import { Alert, Form, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { useBindings } from './useBindings';
import { devicesApi } from '../../../api/devices';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * Binds devices and meters of the store to a space, moving them from where they are (each option
 * says where). A refusal keeps the choice and shows the server's reason.
 */
export function BindDialog({ node, store, pid, spaceName, onClose, onBound }: { node: SpaceNode; store: string; pid: string; spaceName: (did: string) => string; onClose: () => void; onBound: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const all = useBindings(store, '', 0);
  const [devices, setDevices] = useState<string[]>([]);
  const [meters, setMeters] = useState<string[]>([]);
  const { error, saving, run } = useDialogWrite();
  const options = all.value;
  const bind = () => run(() => devicesApi(api).setSpaceMeterGroup({ pid, space: node.did, devices, meters }, { hideError: true }), onBound);
  return (
    <Dialog
      open
      title={t('devices.space.bindTitle', { name: node.name })}
      okText={t('devices.space.bind')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: devices.length + meters.length === 0 }}
      confirmLoading={saving}
      onOk={() => void bind()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      {all.retry ? <LoadFailed inline title={t('devices.space.loadFailed')} onRetry={all.retry} /> : null}
      <Form layout="vertical">
        <Form.Item label={t('devices.space.devices')} htmlFor="bind-devices" extra={t('devices.space.bindMoves')}>
          <Select
            id="bind-devices"
            mode="multiple"
            loading={all.pending}
            value={devices}
            onChange={setDevices}
            optionFilterProp="label"
            options={(options?.devices ?? []).filter((d) => d.space !== node.did).map((d) => ({ value: d.did, label: `${d.name} — ${d.spaceName}` }))}
          />
        </Form.Item>
        <Form.Item label={t('devices.space.meters')} htmlFor="bind-meters">
          <Select
            id="bind-meters"
            mode="multiple"
            loading={all.pending}
            value={meters}
            onChange={setMeters}
            optionFilterProp="label"
            options={(options?.meters ?? []).filter((m) => m.space !== node.did).map((m) => ({ value: m.did, label: `${m.name} — ${spaceName(m.space)}` }))}
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
