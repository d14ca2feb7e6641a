import { Button, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { ThirdLoginQuery } from '../../api/types';
import { useStores } from '../../stores/context';
import { AuthFrame } from './AuthFrame';
import { SwitchAccountPrompt } from './SwitchAccountPrompt';
import { thirdPartyFromQuery } from './thirdParty';
import { useLinkSignIn } from './useLinkSignIn';

/** The third-party entry (spec §5): signs in with the ticket, client code or token of the query, then home. */
const TransitionScreen = observer(function TransitionScreen() {
  const { session, locale } = useStores();
  const navigate = useNavigate();
  const signIn = useCallback((query: ThirdLoginQuery) => session.loginThirdParty(query), [session]);
  const onSignedIn = useCallback(() => navigate('/index/home', { replace: true }), [navigate]);
  const onStay = useCallback(() => navigate('/index', { replace: true }), [navigate]);
  const link = useLinkSignIn(thirdPartyFromQuery, signIn, { onSignedIn, onStay });

  if (link.phase === 'none' || link.credential === null) return <Navigate to="/login" replace />;
  return (
    <AuthFrame title={<FormattedMessage id="transition.title" />}>
      {link.phase === 'confirm' ? (
        <SwitchAccountPrompt name={session.displayName} onSwitch={link.switchAccount} onStay={link.stay} />
      ) : link.phase === 'failed' && link.error ? (
        <Result
          status="error"
          title={<FormattedMessage id="transition.failed" />}
          subTitle={<span role="alert">{locale.text(link.error)}</span>}
          extra={
            <Button type="primary">
              <Link to="/login"><FormattedMessage id="transition.toLogin" /></Link>
            </Button>
          }
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <p style={{ marginTop: 16 }}>
            <FormattedMessage id="transition.signingIn" values={{ kind: link.credential.type }} />
          </p>
        </div>
      )}
    </AuthFrame>
  );
});

export default TransitionScreen;
