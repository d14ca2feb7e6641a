import { GENERIC_ROUTES } from '../../api/generic/routes';
import type { ScreenDomain } from '../../loader/domain';

/**
 * The generic, configuration-driven screens that serve most list leaves of the catalogue
 * (`/sfsaas/api/filter/*`), and the iframe screens. Their lazy imports live in registry.ts.
 */
export const domain: ScreenDomain = {
  name: 'generic',
  keys: GENERIC_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).GENERIC_SCREENS,
};
