import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, InputNumber, Radio, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import { DevicePicker } from './DevicePicker';
import { METRIC_UNITS, METRICS, OPERATORS } from './labels';
import { newCondition, type ConditionValues } from './policyFormValues';
import { WindowFields } from './ScheduleFields';
import { SpacePicker } from './SpacePicker';
import { POLICY_RULES } from '../../../api/devices/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

const MAX_CONDITIONS = 5;

/** One condition: a metric of a sensor or a space, beyond a threshold for N minutes. */
function ConditionRow({ store, index, onRemove }: { store: string; index: number; onRemove?: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const path = ['trigger', 'conditions', index];
  const condition = (Form.useWatch(path) ?? {}) as Partial<ConditionValues>;
  const metric = condition.metric ?? 'temperature';
  const unit = METRIC_UNITS[metric];
  const operator = condition.operator ?? 'above';
  return (
    <Card
      size="small"
      title={t('devices.policies.condition', { n: index + 1 })}
      extra={onRemove ? <Button type="text" icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('devices.policies.removeCondition', { n: index + 1 })} /> : null}
    >
      <Space wrap align="start">
        <Form.Item name={[index, 'metric']} label={t('devices.policies.metric')}>
          <Select style={{ width: 180 }} options={METRICS.map((m) => ({ value: m, label: t(`devices.policies.metric.${m}`) }))} />
        </Form.Item>
        {metric === 'outdoor-temperature' ? null : (
          <Form.Item name={[index, 'sourceType']} label={t('devices.policies.sourceType')}>
            <Radio.Group options={[{ value: 'space', label: t('devices.policies.source.space') }, { value: 'sensor', label: t('devices.policies.source.sensor') }]} />
          </Form.Item>
        )}
        {metric === 'outdoor-temperature' ? null : (
          <Form.Item name={[index, 'source']} label={t('devices.policies.source')} style={{ minWidth: 260 }}>
            {condition.sourceType === 'sensor' ? <DevicePicker single store={store} kind="sensor" subtype={metric} /> : <SpacePicker store={store} />}
          </Form.Item>
        )}
      </Space>
      <Space wrap align="start">
        <Form.Item name={[index, 'operator']} label={t('devices.policies.operator')}>
          <Select style={{ width: 160 }} options={OPERATORS.map((o) => ({ value: o, label: t(`devices.policies.operator.${o}`) }))} />
        </Form.Item>
        {operator === 'above' ? null : (
          <Form.Item name={[index, 'low']} label={t('devices.policies.low', { unit })}>
            <InputNumber style={{ width: 120 }} />
          </Form.Item>
        )}
        {operator === 'below' ? null : (
          <Form.Item name={[index, 'high']} label={t('devices.policies.high', { unit })}>
            <InputNumber style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item name={[index, 'forMinutes']} label={t('devices.policies.forMinutes')} rules={fieldRules(intl, POLICY_RULES.forMinutes)}>
          <InputNumber min={POLICY_RULES.forMinutes.min} max={POLICY_RULES.forMinutes.max} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Space>
    </Card>
  );
}

/** What makes a trigger fire: up to five conditions (all or any), on crossing or while beyond, within a daily window. */
export function TriggerFields({ store }: { store: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const limitWindow = Form.useWatch(['trigger', 'limitWindow']) as boolean | undefined;
  return (
    <>
      <Form.List name={['trigger', 'conditions']}>
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
            {fields.map((field) => (
              <ConditionRow key={field.key} store={store} index={field.name} onRemove={fields.length > 1 ? () => remove(field.name) : undefined} />
            ))}
            {fields.length < MAX_CONDITIONS ? (
              <Button icon={<PlusOutlined />} onClick={() => add(newCondition())}>
                {t('devices.policies.addCondition')}
              </Button>
            ) : null}
          </Space>
        )}
      </Form.List>
      <Space wrap align="start">
        <Form.Item name={['trigger', 'match']} label={t('devices.policies.match')}>
          <Radio.Group options={[{ value: 'all', label: t('devices.policies.match.all') }, { value: 'any', label: t('devices.policies.match.any') }]} />
        </Form.Item>
        <Form.Item name={['trigger', 'fires']} label={t('devices.policies.fires')}>
          <Radio.Group options={[{ value: 'crossing', label: t('devices.policies.fires.crossing') }, { value: 'while', label: t('devices.policies.fires.while') }]} />
        </Form.Item>
        <Form.Item name={['trigger', 'limitWindow']} valuePropName="checked" label={t('devices.policies.timeWindow')}>
          <Checkbox>{t('devices.policies.onlyWithin')}</Checkbox>
        </Form.Item>
      </Space>
      {limitWindow ? <WindowFields base="trigger" /> : null}
    </>
  );
}
