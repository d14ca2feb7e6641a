import type { ScreenDomain } from '../loader/domain';
import type { ScreenModule, ScreenRegistry } from '../loader/registry';
import { ALL_ROUTES } from '../routes';
import { domain as admin } from '../screens/admin/domain';
import { domain as billing } from '../screens/billing/domain';
import { domain as devices } from '../screens/devices/domain';
import { domain as energy } from '../screens/energy/domain';
import { domain as generic } from '../screens/generic/domain';
import { domain as operations } from '../screens/operations/domain';
import { domain as smartbnb } from '../screens/smartbnb/domain';
import { domain as tools } from '../screens/tools/domain';

/** The screen domains built so far: a new domain is its descriptor (screens/<name>/domain.ts) and a line here. */
export const SCREEN_DOMAINS: readonly ScreenDomain[] = [generic, energy, devices, billing, admin, tools, smartbnb, operations];

/** The honest stand-in for a screen a later issue builds: it names its route. */
const placeholder = (): Promise<ScreenModule> => import('../loader/PlaceholderScreen');

/**
 * A domain's screens, each through its registry chunk (fetched once, on the domain's first
 * screen; import() itself caches, and a failed fetch is asked again on the next try).
 */
function domainScreens({ keys, registry }: ScreenDomain): [string, () => Promise<ScreenModule>][] {
  const screen = async (key: string): Promise<ScreenModule> => {
    const load = (await registry())[`screens/${key}`];
    if (!load) throw new Error(`no screen ${key} in its domain's registry`);
    return load();
  };
  return keys.map((key) => [`screens/${key}`, () => screen(key)]);
}

/**
 * Manifest component path → screen module. Every routed screen key has a path
 * `screens/<key>`; the domains' descriptors replace placeholders with their screens.
 */
export const SCREEN_REGISTRY: ScreenRegistry = {
  ...Object.fromEntries(ALL_ROUTES.filter((r) => !r.open && r.name !== 'index').map((r) => [`screens/${r.name}`, placeholder])),
  ...Object.fromEntries(SCREEN_DOMAINS.flatMap(domainScreens)),
};
