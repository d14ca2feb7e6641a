import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../loader/PageLoader';
import { INDEX_ROUTES, TOP_ROUTES, fullPattern, type RouteDef } from '../routes';
import { hostMatches, type AppConfig } from '../lib/config';
import { RequireSession, RootRedirect } from './guards';
// The first screen of most visits comes with the entry (one file with the boot code, see
// vite.config.ts) rather than after it; everything else, the signed-in shell first, stays lazy.
import LoginScreen from '../screens/auth/LoginScreen';

const RegisterScreen = lazy(() => import('../screens/auth/RegisterScreen'));
const TransitionScreen = lazy(() => import('../screens/auth/TransitionScreen'));
const NotFoundScreen = lazy(() => import('../screens/common/NotFoundScreen'));
const RouteErrorScreen = lazy(() => import('../screens/common/RouteErrorScreen'));
/** The signed-in layout's chunk (the sign-in form asks for it early, src/loader/warmUp.ts). */
export const loadShellLayout = () => import('../shell/ShellLayout');
const ShellLayout = lazy(loadShellLayout);
const IndexOverview = lazy(() => import('../shell/IndexOverview'));

const OPEN_SCREENS: Record<string, ComponentType> = {
  login: LoginScreen,
  register: RegisterScreen,
  transition: TransitionScreen,
};

function suspended(node: ReactNode) {
  return <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>{node}</Suspense>;
}

function screenElement(route: RouteDef) {
  return <PageLoader route={route} />;
}

/**
 * The route objects of the table in routes.ts. On a dashboard host (spec §5) only the
 * fullscreen cockpit and the iframe routes exist; everything else leads to the cockpit.
 */
export function buildRouteObjects(hostname: string, config: AppConfig): RouteObject[] {
  const dashboardOnly = hostMatches(hostname, config.dashboardHosts);
  const open = TOP_ROUTES.filter((r) => r.open).map<RouteObject>((r) => ({
    path: r.path,
    element: suspended(<OpenScreen name={r.name} />),
  }));
  const guardedTop = TOP_ROUTES.filter((r) => !r.open && r.name !== 'index' && (!dashboardOnly || r.dashboard));
  const guarded: RouteObject[] = guardedTop.map((r) => ({ path: fullPattern(r), element: screenElement(r), handle: { route: r } }));
  if (!dashboardOnly) {
    guarded.push({
      path: '/index',
      element: suspended(<ShellLayout />),
      children: [
        { index: true, element: suspended(<IndexOverview />) },
        ...INDEX_ROUTES.map<RouteObject>((r) => ({ path: r.path, element: screenElement(r), handle: { route: r } })),
        { path: '*', element: suspended(<NotFoundScreen />) },
      ],
    });
  }
  const routes: RouteObject[] = [
    { path: '/', element: dashboardOnly ? <Navigate to="/carbon-cockpit-fullscreen" replace /> : <RootRedirect /> },
    ...open,
    { element: <RequireSession />, children: guarded },
    {
      path: '*',
      element: dashboardOnly ? <Navigate to="/carbon-cockpit-fullscreen" replace /> : suspended(<NotFoundScreen />),
    },
  ];
  // One error view for every route: a screen that throws shows a message, not a stack trace.
  return [{ errorElement: suspended(<RouteErrorScreen />), children: routes }];
}

function OpenScreen({ name }: { name: string }) {
  const Screen = OPEN_SCREENS[name];
  return Screen ? <Screen /> : null;
}

export function createAppRouter(routerBase: string, hostname: string, config: AppConfig) {
  return createBrowserRouter(buildRouteObjects(hostname, config), { basename: routerBase });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
