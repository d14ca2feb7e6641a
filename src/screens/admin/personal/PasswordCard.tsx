import { Button, Card, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblems } from '../../../api/admin/profileTypes';
import { PASSWORD_RULES } from '../../../api/admin/rules';
import { useStores } from '../../../stores/context';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { profileApi } from '../../../api/admin/profile';
import { ConfirmPasswordItem } from '../../../ui/form/ConfirmPasswordItem';

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

/** A new password: the current one, the rules said before typing and checked as typed (the server checks again); every other session of the user ends. */
export const PasswordCard = observer(function PasswordCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, notify, session } = useStores();
  const [form] = Form.useForm<PasswordValues>();
  const { saving, run, general } = useFormSave(form);

  const save = async (values: PasswordValues) => {
    await run(
      () => profileApi(api).changePassword({ current: values.current, next: values.next }, { hideError: true }),
      (answer) => {
        form.resetFields();
        notify.success({ id: 'admin.personal.passwordChanged', values: { count: answer.endedSessions } });
      },
    );
  };
  return (
    <Card size="small" title={t('admin.personal.password')}>
      <SaveAlert title={t('admin.personal.passwordFailed')} reasons={general} />
      <Typography.Paragraph type="secondary" id="password-rules">
        {t('admin.personal.passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)} style={{ maxWidth: 420 }} disabled={!session.user}>
        <Form.Item name="current" label={t('admin.personal.currentPassword')} rules={[{ required: true, message: t('validation.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="next"
          label={t('admin.personal.newPassword')}
          dependencies={['current']}
          rules={[
            // The book's lengths, letter and digit, phrased part by part by passwordProblems.
            { required: PASSWORD_RULES.next.required, message: t('validation.required') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                // The user name is not in the wire's user info: that rule is the server's to check.
                const problem = value ? passwordProblems(value, '', String(getFieldValue('current') ?? ''))[0] : undefined;
                if (problem) throw new Error(t(`admin.personal.rule.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" aria-describedby="password-rules" />
        </Form.Item>
        <ConfirmPasswordItem label={t('admin.personal.confirmPassword')} />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.personal.changePassword')}
        </Button>
      </Form>
    </Card>
  );
});
