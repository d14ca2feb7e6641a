import { Alert, Button, Form, Input, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useWarmUp } from '../../loader/warmUp';
import { useUrlParams } from '../../ui/url-state/useUrlParams';
import type { UserMessage } from '../../api/errors';
import { safeReturnPath } from '../../lib/url';
import { useStores } from '../../stores/context';
import type { LoginOutcome } from '../../stores/SessionStore';
import { AuthFrame } from './AuthFrame';
import { SwitchAccountPrompt } from './SwitchAccountPrompt';
import { loginTokenFromQuery } from './thirdParty';
import { useLinkSignIn } from './useLinkSignIn';

// A one-time password's step is rare: its code (antd Typography, the password rules) loads when
// needed, not with every visit's first screen (the login route's size budget).
const FirstPasswordStep = lazy(() => import('./FirstPasswordStep').then((module) => ({ default: module.FirstPasswordStep })));

interface Credentials {
  username: string;
  password: string;
}

/** Sign in by credentials, or by a `token` query parameter (token login). */
const LoginScreen = observer(function LoginScreen() {
  const { session, locale } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useUrlParams();
  const [error, setError] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // Signed in with a one-time password: the user sets their own before entering.
  const [firstSignIn, setFirstSignIn] = useState<Credentials | null>(null);
  const returnPath = safeReturnPath(search.get('redirect')) ?? '/index';
  // The code of the page after sign-in loads while the user types and signs in (issue 39 §6).
  const warmUp = useWarmUp();

  const finish = (outcome: LoginOutcome, credentials?: Credentials) => {
    setBusy(false);
    if (outcome.ok) navigate(returnPath, { replace: true });
    else if (outcome.passwordChange && credentials) setFirstSignIn(credentials);
    else setError(outcome.message);
  };

  const signInWithToken = useCallback((token: string) => session.loginWithToken(token), [session]);
  const toReturnPath = useCallback(() => navigate(returnPath, { replace: true }), [navigate, returnPath]);
  const link = useLinkSignIn(loginTokenFromQuery, signInWithToken, { onSignedIn: toReturnPath, onStay: toReturnPath });
  const linkBusy = link.phase === 'signing-in';

  if (link.phase === 'confirm') {
    return (
      <AuthFrame title={<FormattedMessage id="login.title" />}>
        <SwitchAccountPrompt name={session.displayName} onSwitch={link.switchAccount} onStay={link.stay} />
      </AuthFrame>
    );
  }
  if (firstSignIn) {
    // The frame shows with its step, not before it: its title and form arrive together.
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
        <AuthFrame title={<FormattedMessage id="login.firstPassword.title" />}>
          <FirstPasswordStep
            username={firstSignIn.username}
            oneTime={firstSignIn.password}
            onDone={(outcome) => outcome.ok && navigate(returnPath, { replace: true })}
            onBack={() => setFirstSignIn(null)}
          />
        </AuthFrame>
      </Suspense>
    );
  }
  if (session.isSignedIn && !busy && !linkBusy) return <Navigate to={returnPath} replace />;
  const shownError = error ?? link.error;

  const onFinish = (values: Credentials) => {
    warmUp(returnPath);
    setError(null);
    setBusy(true);
    const credentials = { username: values.username.trim(), password: values.password };
    void session.loginWithCredentials(credentials.username, credentials.password).then((outcome) => finish(outcome, credentials));
  };

  return (
    <AuthFrame title={<FormattedMessage id="login.title" />}>
      {shownError ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={locale.text(shownError)} />
      ) : null}
      <Form<Credentials> layout="vertical" onFinish={onFinish} onValuesChange={() => warmUp(returnPath)} requiredMark={false} disabled={busy || linkBusy} autoComplete="on">
        <Form.Item
          name="username"
          label={intl.formatMessage({ id: 'login.username' })}
          rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'login.usernameRequired' }) }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={intl.formatMessage({ id: 'login.password' })}
          rules={[{ required: true, message: intl.formatMessage({ id: 'login.passwordRequired' }) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy || linkBusy}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <FormattedMessage id="login.noAccount" />{' '}
        {/* Underlined: a link inside a sentence must not rely on colour alone (WCAG 1.4.1). */}
        <Link to="/register" style={{ textDecoration: 'underline' }}><FormattedMessage id="login.register" /></Link>
      </p>
    </AuthFrame>
  );
});

export default LoginScreen;
