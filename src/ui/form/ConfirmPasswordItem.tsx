import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';

/** "Repeat the new password": required, and equal to the form's `next` field (sign-in's first password, the personal centre). */
export function ConfirmPasswordItem({ label }: { label: string }) {
  const intl = useIntl();
  return (
    <Form.Item
      name="confirm"
      label={label}
      dependencies={['next']}
      rules={[
        { required: true, message: intl.formatMessage({ id: 'validation.required' }) },
        ({ getFieldValue }) => ({
          validator: async (_, value: string | undefined) => {
            if (value && value !== getFieldValue('next')) throw new Error(intl.formatMessage({ id: 'admin.personal.confirmDiffers' }));
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
