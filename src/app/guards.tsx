import { Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { safeReturnPath } from '../lib/url';
import { useStores } from '../stores/context';

/** Every route but login, register and transition needs a session (spec §5). */
export const RequireSession = observer(function RequireSession() {
  const { session } = useStores();
  const location = useLocation();
  if (session.isSignedIn) return <Outlet />;
  const back = safeReturnPath(location.pathname + location.search + location.hash);
  const keep = session.endedBy !== 'signout' && back && back !== '/' && !back.startsWith('/login');
  return <Navigate to={keep ? `/login?redirect=${encodeURIComponent(back)}` : '/login'} replace />;
});

/** `/`: the first menu item's first enabled leaf, otherwise /index; signed out → login. */
export const RootRedirect = observer(function RootRedirect() {
  const { session, menu } = useStores();
  if (!session.isSignedIn) return <Navigate to="/login" replace />;
  if (menu.status === 'loading' || menu.status === 'idle') return <Spin style={{ display: 'block', margin: 48 }} />;
  return <Navigate to={menu.homePath} replace />;
});
