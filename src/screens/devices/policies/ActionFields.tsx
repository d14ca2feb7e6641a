import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, InputNumber, Radio, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import { AC_MODES, FAN_SPEEDS, STORAGE_MODES, type PolicyMenutype } from '../../../api/devices/types';
import { DevicePicker } from './DevicePicker';
import { CMD_FIELDS, MENUTYPE_KINDS } from './menutypes';
import { newAction, type ActionValues } from './policyFormValues';
import { SpacePicker } from './SpacePicker';

const MAX_ACTIONS = 10;

/** What one action commands (by kind: on/off, AC mode, setpoint and fan, disinfection, storage mode and power). */
function CommandFields({ index, fields }: { index: number; fields: readonly string[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Space wrap align="start">
      {fields.includes('on') ? (
        <Form.Item name={[index, 'power']} label={t('devices.policies.cmd.power')}>
          <Select style={{ width: 150 }} options={(['on', 'off', 'keep'] as const).map((v) => ({ value: v, label: t(`devices.policies.cmd.power.${v}`) }))} />
        </Form.Item>
      ) : null}
      {fields.includes('mode') ? (
        <Form.Item name={[index, 'mode']} label={t('devices.ac.mode')}>
          <Select allowClear style={{ width: 130 }} options={AC_MODES.map((m) => ({ value: m, label: t(`devices.ac.mode.${m}`) }))} />
        </Form.Item>
      ) : null}
      {fields.includes('setpoint') ? (
        <Form.Item name={[index, 'setpoint']} label={`${t('devices.ac.setpoint')} (°C)`}>
          <InputNumber step={0.5} style={{ width: 110 }} />
        </Form.Item>
      ) : null}
      {fields.includes('fan') ? (
        <Form.Item name={[index, 'fan']} label={t('devices.ac.fan')}>
          <Select allowClear style={{ width: 120 }} options={FAN_SPEEDS.map((f) => ({ value: f, label: t(`devices.ac.fan.${f}`) }))} />
        </Form.Item>
      ) : null}
      {fields.includes('disinfect') ? (
        <Form.Item name={[index, 'disinfect']} valuePropName="checked" label={t('devices.policies.cmd.disinfection')}>
          <Checkbox>{t('devices.policies.cmd.disinfect')}</Checkbox>
        </Form.Item>
      ) : null}
      {fields.includes('storageMode') ? (
        <Form.Item name={[index, 'storageMode']} label={t('devices.policies.cmd.storageMode')}>
          <Select style={{ width: 150 }} options={STORAGE_MODES.map((m) => ({ value: m, label: t(`devices.policies.storage.${m}`) }))} />
        </Form.Item>
      ) : null}
      {fields.includes('powerKw') ? (
        <Form.Item name={[index, 'powerKw']} label={t('devices.policies.cmd.powerKw')}>
          <InputNumber min={0} style={{ width: 120 }} />
        </Form.Item>
      ) : null}
    </Space>
  );
}

/** One action: devices of the page's kinds, or a space's devices of one kind, and what to command them. */
function ActionRow({ store, menutype, index, schedule, onRemove }: { store: string; menutype: PolicyMenutype; index: number; schedule: boolean; onRemove?: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const action = (Form.useWatch(['actions', index]) ?? {}) as Partial<ActionValues>;
  const kinds = MENUTYPE_KINDS[menutype];
  const kind = kinds.find((k) => k.key === action.kind) ?? kinds[0]!;
  return (
    <Card
      size="small"
      title={t('devices.policies.action', { n: index + 1 })}
      extra={onRemove ? <Button type="text" icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('devices.policies.removeAction', { n: index + 1 })} /> : null}
    >
      <Space wrap align="start">
        {kinds.length > 1 ? (
          <Form.Item name={[index, 'kind']} label={t('devices.policies.deviceKind')}>
            <Select style={{ width: 180 }} options={kinds.map((k) => ({ value: k.key, label: t(`devices.policies.deviceKind.${k.key}`) }))} />
          </Form.Item>
        ) : null}
        <Form.Item name={[index, 'targetType']} label={t('devices.policies.targetType')}>
          <Radio.Group options={[{ value: 'devices', label: t('devices.policies.target.devices') }, { value: 'space', label: t('devices.policies.target.space') }]} />
        </Form.Item>
        {schedule ? (
          <Form.Item name={[index, 'at']} label={t('devices.policies.at')}>
            <Select style={{ width: 170 }} options={[{ value: 'start', label: t('devices.policies.at.start') }, { value: 'end', label: t('devices.policies.at.end') }]} />
          </Form.Item>
        ) : null}
      </Space>
      {action.targetType === 'space' ? (
        <Form.Item name={[index, 'space']} label={t('devices.policies.pickSpace')}>
          <SpacePicker store={store} />
        </Form.Item>
      ) : (
        <Form.Item name={[index, 'devices']} label={t('devices.policies.pickDevices')}>
          <DevicePicker store={store} kind={kind.kind} subtype={kind.subtype} />
        </Form.Item>
      )}
      <CommandFields index={index} fields={CMD_FIELDS[kind.kind]} />
    </Card>
  );
}

/** The policy's actions, one to ten. */
export function ActionFields({ store, menutype, schedule }: { store: string; menutype: PolicyMenutype; schedule: boolean }) {
  const intl = useIntl();
  return (
    <Form.List name="actions">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.map((field) => (
            <ActionRow key={field.key} store={store} menutype={menutype} index={field.name} schedule={schedule} onRemove={fields.length > 1 ? () => remove(field.name) : undefined} />
          ))}
          {fields.length < MAX_ACTIONS ? (
            <Button icon={<PlusOutlined />} onClick={() => add(newAction(menutype))}>
              {intl.formatMessage({ id: 'devices.policies.addAction' })}
            </Button>
          ) : null}
        </Space>
      )}
    </Form.List>
  );
}
