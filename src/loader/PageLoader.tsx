import { Alert, Button, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { RouteDef } from '../routes';
import { useStores } from '../stores/context';
import { useScreenLoader } from './LoaderContext';
import { NoAccessPage } from './NoAccessPage';
import { parsePageQuery } from './pageQuery';
import { useViewGate } from './viewGate';

/**
 * Shows the no-access page for a page the user may not view (issue 35 item 4), else the screen.
 */
export const PageLoader = observer(function PageLoader({ route }: { route: RouteDef }) {
  const gate = useViewGate(route);
  if (gate.status === 'denied') return <NoAccessPage pid={gate.pid} />;
  if (gate.status === 'checking') return <Loading />;
  return <ScreenOf route={route} />;
});

function Loading({ tip }: { tip?: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
      <Spin size="large" tip={tip}>
        {tip ? <div style={{ padding: 48 }} /> : null}
      </Spin>
    </div>
  );
}

/**
 * Loads the route's screen through the manifest and shows it, or the loading and error states
 * of spec §8 with a retry button. The route name is the screen key.
 */
const ScreenOf = observer(function ScreenOf({ route }: { route: RouteDef }) {
  const loader = useScreenLoader();
  const { locale } = useStores();
  const intl = useIntl();
  const { search } = useLocation();
  const query = useMemo(() => parsePageQuery(search), [search]);
  const key = route.name;

  useEffect(() => {
    void loader.load(key);
  }, [loader, key]);

  const state = loader.state(key);
  if (state.status === 'error') {
    // An Alert, not antd's Result: Result brings its 404/403/500 illustrations into the entry chunk
    // (the loader is part of it), about 8 KB gzip on the login route for a view rarely seen.
    return (
      <Alert
        type="warning"
        showIcon
        style={{ margin: '48px auto', maxWidth: 560 }}
        title={locale.text(state.message)}
        action={
          <Button type="primary" onClick={() => void loader.retry(key)}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        }
        data-testid="page-load-error"
        data-route={key}
      />
    );
  }
  if (state.status !== 'mounted') {
    const tip = state.status === 'loading' && state.reloading ? intl.formatMessage({ id: 'loader.updating' }) : undefined;
    return <Loading tip={tip} />;
  }
  const Screen = state.component;
  return (
    <>
      {query.baseFilterInvalid ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage({ id: 'loader.baseFilterInvalid' })} />
      ) : null}
      {/* data-screen names the mounted screen, placeholder or real, for tests and tools; display: contents keeps layouts as they are. */}
      <div data-screen={route.name} style={{ display: 'contents' }}>
        <Screen route={route} query={query} />
      </div>
    </>
  );
});
