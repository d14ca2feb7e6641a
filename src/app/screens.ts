import type { ScreenDomain } from '../loader/domain';
import type { ScreenModule, ScreenRegistry } from '../loader/registry';
import { domain as admin } from '../screens/admin/domain';
import { domain as billing } from '../screens/billing/domain';
import { domain as devices } from '../screens/devices/domain';
import { domain as energy } from '../screens/energy/domain';
import { domain as generic } from '../screens/generic/domain';
import { domain as operations } from '../screens/operations/domain';
import { domain as signage } from '../screens/signage/domain';
import { domain as smartbnb } from '../screens/smartbnb/domain';
import { domain as tools } from '../screens/tools/domain';

/**
 * The screen domains: a new domain is its routes (src/api/<name>/routes.ts, a line in
 * src/api/routeDeclarations.ts), its descriptor (screens/<name>/domain.ts) and a line here.
 */
export const SCREEN_DOMAINS: readonly ScreenDomain[] = [generic, energy, devices, billing, admin, tools, smartbnb, signage, operations];

/**
 * The stand-in for a declared route whose domain's registry has no screen for it yet: it names
 * its route. Every route of the spec is built (test/loader/manifestCoverage.test.ts).
 */
const placeholder = (): Promise<ScreenModule> => import('../loader/PlaceholderScreen');

/**
 * A domain's screens, each through its registry chunk (fetched once, on the domain's first
 * screen; import() itself caches, and a failed fetch is asked again on the next try).
 */
function domainScreens({ keys, registry }: ScreenDomain): [string, () => Promise<ScreenModule>][] {
  const screen = async (key: string): Promise<ScreenModule> => {
    const load = (await registry())[`screens/${key}`];
    return load ? load() : placeholder();
  };
  return keys.map((key) => [`screens/${key}`, () => screen(key)]);
}

/** Manifest component path → screen module: `screens/<key>` for every route the domains declare. */
export const SCREEN_REGISTRY: ScreenRegistry = Object.fromEntries(SCREEN_DOMAINS.flatMap(domainScreens));
