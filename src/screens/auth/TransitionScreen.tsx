import { Button, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { UserMessage } from '../../api/errors';
import { useStores } from '../../stores/context';
import { AuthFrame } from './AuthFrame';
import { thirdPartyFromQuery } from './thirdParty';

/** The third-party entry (spec §5): signs in with the ticket, client code or token of the query, then home. */
const TransitionScreen = observer(function TransitionScreen() {
  const { session, locale } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => thirdPartyFromQuery(location.search), [location.search]);
  const [error, setError] = useState<UserMessage | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!query || started.current) return;
    started.current = true;
    void session.loginThirdParty(query).then((outcome) => {
      if (outcome.ok) navigate('/index/home', { replace: true });
      else setError(outcome.message);
    });
  }, [query, session, navigate]);

  if (!query) return <Navigate to="/login" replace />;
  return (
    <AuthFrame title={<FormattedMessage id="transition.title" />}>
      {error ? (
        <Result
          status="error"
          title={<FormattedMessage id="transition.failed" />}
          subTitle={<span role="alert">{locale.text(error)}</span>}
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
            <FormattedMessage id="transition.signingIn" values={{ kind: query.type }} />
          </p>
        </div>
      )}
    </AuthFrame>
  );
});

export default TransitionScreen;
