import { Alert, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { errorText } from '../../../ui/export-button/errorText';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { devicesApi } from '../../../api/devices';

interface Target {
  did: string;
  label: string;
}

/**
 * Moves a floor to another building or a room to another floor of the same store. Only parents of
 * the right level are offered (the mock refuses any other with its reason, shown here).
 */
export function SpaceMoveDialog({ node, store, pid, onClose, onMoved }: { node: SpaceNode; store: string; pid: string; onClose: () => void; onMoved: (from: string, to: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [targets, setTargets] = useState<Target[] | null>(null);
  const [parent, setParent] = useState<string | undefined>(undefined);
  const { error, saving, run } = useDialogWrite();
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    let live = true;
    (async () => {
      const buildings = await devicesApi(api).spaceChildren(store, { silent: true });
      if (node.level === 'floor') return buildings.map((b) => ({ did: b.did, label: b.name }));
      const floors = await Promise.all(buildings.map(async (b) => (await devicesApi(api).spaceChildren(b.did, { silent: true })).map((f) => ({ did: f.did, label: `${b.name} / ${f.name}` }))));
      return floors.flat();
    })().then(
      (list) => live && setTargets(list.filter((target) => target.did !== node.parent)),
      (failure: unknown) => live && (setTargets([]), setLoadError(errorText(failure, intl))),
    );
    return () => {
      live = false;
    };
  }, [api, store, node, intl]);

  const move = async () => {
    if (parent) await run(() => devicesApi(api).spaceUpdate(node.did, { parent }, { pid, hideError: true }), () => onMoved(node.parent, parent));
  };

  return (
    <Dialog
      open
      title={t('devices.space.moveTitle', { name: node.name })}
      okText={t('devices.space.move')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !parent }}
      confirmLoading={saving}
      onOk={() => void move()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error || loadError ? <Alert type="error" showIcon role="alert" title={error || loadError} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        <Form.Item label={t(node.level === 'floor' ? 'devices.space.moveToBuilding' : 'devices.space.moveToFloor')} htmlFor="space-move-target">
          <Select id="space-move-target" loading={!targets} value={parent} onChange={setParent} showSearch optionFilterProp="label" options={(targets ?? []).map((target) => ({ value: target.did, label: target.label }))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
