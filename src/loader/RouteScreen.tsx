import { Spin } from 'antd';
import { lazy, Suspense, useContext, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenRegistryContext, type ScreenProps, type ScreenRegistry } from './registry';

// Placeholder and screens alike load on demand: the login route carries neither.
const PlaceholderScreen = lazy(() => import('./PlaceholderScreen'));

const lazies = new WeakMap<ScreenRegistry, Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>>();

/** One React.lazy per registry and route name, so a screen module is requested once. */
function lazyScreen(registry: ScreenRegistry, name: string) {
  const load = registry[name];
  if (!load) return null;
  let byName = lazies.get(registry);
  if (!byName) lazies.set(registry, (byName = new Map()));
  let component = byName.get(name);
  if (!component) byName.set(name, (component = lazy(load)));
  return component;
}

/** Renders the screen registered for a route, or the placeholder when none is built yet. */
export function RouteScreen({ route }: ScreenProps) {
  const registry = useContext(ScreenRegistryContext);
  const Screen = useMemo(() => lazyScreen(registry, route.name), [registry, route.name]);
  const Shown = Screen ?? PlaceholderScreen;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      <Shown route={route} />
    </Suspense>
  );
}
