import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';

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
              <Form.Item name={[field.name, 'name']} label={t('billing.contracts.feeName', { n: index + 1 })} rules={[{ required: true, whitespace: true, message: t('billing.contracts.error.feeName') }]}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name={[field.name, 'amount']} label={t('billing.contracts.feeAmount', { n: index + 1, currency })} rules={[{ required: true, message: t('billing.contracts.error.amount') }]}>
                <InputNumber min={0} step={10} precision={2} />
              </Form.Item>
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('billing.contracts.removeFee', { n: index + 1 })} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
            </Space>
          ))}
          {fields.length < 10 ? <Button icon={<PlusOutlined />} onClick={() => add({ name: '', amount: 0 })} style={{ display: 'block', marginTop: 4 }}>{t('billing.contracts.addFee')}</Button> : null}
        </fieldset>
      )}
    </Form.List>
  );
}
