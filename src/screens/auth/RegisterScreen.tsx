import { Alert, Button, Form, Input, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import type { RegisterApply } from '../../api/types';
import { useStores } from '../../stores/context';
import { REGISTER_RULES } from '../../api/auth/rules';
import { fieldRules } from '../../ui/form/fieldRules';
import { AuthFrame } from './AuthFrame';

type RegisterForm = RegisterApply & { confirm: string };

const FIELDS: Array<{ name: Exclude<keyof RegisterApply, 'password' | 'portal' | 'rooms'>; autoComplete: string; type?: 'email' | 'tel' }> = [
  { name: 'company', autoComplete: 'organization' },
  { name: 'contact', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'username', autoComplete: 'username' },
];

/** Applies for an account (/officemerchant/app/registerApply); what was typed is kept on errors. */
const RegisterScreen = observer(function RegisterScreen() {
  const { api, locale } = useStores();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [applyId, setApplyId] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const onFinish = async ({ confirm: _confirm, ...body }: RegisterForm) => {
    setBusy(true);
    setError(null);
    try {
      const result = await api.user.register(body);
      setApplyId(result.applyId);
    } catch (e) {
      setError(isApiError(e) ? locale.text(e.userMessage) : t('requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (applyId) {
    return (
      <AuthFrame title={<FormattedMessage id="register.title" />}>
        <Result
          status="success"
          title={<FormattedMessage id="register.done" />}
          subTitle={<FormattedMessage id="register.doneDetail" values={{ id: applyId }} />}
          extra={<Link to="/login"><FormattedMessage id="register.toLogin" /></Link>}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={<FormattedMessage id="register.title" />}>
      {error ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} /> : null}
      <Form<RegisterForm> layout="vertical" onFinish={(v) => void onFinish(v)} disabled={busy} requiredMark={false}>
        {FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={t(`register.${f.name}`)}
            rules={fieldRules(intl, REGISTER_RULES[f.name], { messages: { required: 'register.required' } })}
          >
            <Input autoComplete={f.autoComplete} type={f.type ?? 'text'} maxLength={REGISTER_RULES[f.name].maxLength} />
          </Form.Item>
        ))}
        <Form.Item
          name="password"
          label={t('register.password')}
          rules={fieldRules(intl, REGISTER_RULES.password, { messages: { required: 'register.required' } })}
        >
          <Input.Password autoComplete="new-password" maxLength={REGISTER_RULES.password.maxLength} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.required') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('register.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          <FormattedMessage id="register.submit" />
        </Button>
      </Form>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login"><FormattedMessage id="register.toLogin" /></Link>
      </p>
    </AuthFrame>
  );
});

export default RegisterScreen;
