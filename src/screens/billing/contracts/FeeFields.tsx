import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { CONTRACT_FEES_MAX, CONTRACT_RULES } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

/** Monthly service fees: a name and an amount each. */
export function FeeFields({ currency }: { currency: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Form.List name="fees">
      {(fields, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Typography.Text strong>{t('billing.contracts.fees')}</Typography.Text>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'name']} label={t('billing.contracts.feeName', { n: index + 1 })} rules={fieldRules(intl, CONTRACT_RULES.feeName, { messages: { required: 'billing.contracts.error.feeName' } })}>
                <Input maxLength={CONTRACT_RULES.feeName.maxLength} />
              </Form.Item>
              <Form.Item name={[field.name, 'amount']} label={t('billing.contracts.feeAmount', { n: index + 1, currency })} rules={fieldRules(intl, CONTRACT_RULES.feeAmount, { messages: { required: 'billing.contracts.error.amount', min: 'billing.contracts.error.amount' } })}>
                <InputNumber min={CONTRACT_RULES.feeAmount.min} max={CONTRACT_RULES.feeAmount.max} step={10} precision={2} />
              </Form.Item>
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('billing.contracts.removeFee', { n: index + 1 })} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
            </Space>
          ))}
          {fields.length < CONTRACT_FEES_MAX ? <Button icon={<PlusOutlined />} onClick={() => add({ name: '', amount: 0 })} style={{ display: 'block', marginTop: 4 }}>{t('billing.contracts.addFee')}</Button> : null}
        </fieldset>
      )}
    </Form.List>
  );
}
