import { Alert, Button, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblems } from '../../api/admin/profileTypes';
import { PASSWORD_RULES } from '../../api/admin/rules';
import type { UserMessage } from '../../api/errors';
import { useStores } from '../../stores/context';
import type { LoginOutcome } from '../../stores/SessionStore';
import { ConfirmPasswordItem } from '../../ui/form/ConfirmPasswordItem';

interface NewPassword {
  next: string;
  confirm: string;
}

/**
 * The first sign-in with a one-time password (an invite's or a reset's): the user chooses their own
 * before entering; the rules are said before typing and checked as typed (the server checks again).
 */
export const FirstPasswordStep = observer(function FirstPasswordStep({ username, oneTime, onDone, onBack }: {
  username: string;
  oneTime: string;
  onDone: (outcome: LoginOutcome) => void;
  onBack: () => void;
}) {
  const { session, locale } = useStores();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UserMessage | null>(null);

  const onFinish = (values: NewPassword) => {
    setBusy(true);
    setError(null);
    void session.setOwnPassword(username, oneTime, values.next).then((outcome) => {
      setBusy(false);
      if (!outcome.ok) setError(outcome.message);
      onDone(outcome);
    });
  };

  return (
    <>
      <Typography.Paragraph>{t('login.firstPassword.intro', { username })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" id="first-password-rules">
        {t('login.firstPassword.rules', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={locale.text(error)} /> : null}
      <Form<NewPassword> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item
          name="next"
          label={t('login.firstPassword.new')}
          rules={[
            // The book's lengths, letter and digit, phrased part by part by passwordProblems.
            { required: PASSWORD_RULES.next.required, message: t('validation.required') },
            {
              validator: async (_, value: string | undefined) => {
                const problem = value ? passwordProblems(value, username, oneTime)[0] : undefined;
                if (problem) throw new Error(t(`admin.personal.rule.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus aria-describedby="first-password-rules" />
        </Form.Item>
        <ConfirmPasswordItem label={t('login.firstPassword.confirm')} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.firstPassword.submit')}
        </Button>
        <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
          {t('login.firstPassword.back')}
        </Button>
      </Form>
    </>
  );
});
