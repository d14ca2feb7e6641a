import { ADMIN_ROUTES } from './admin/routes.ts';
import { BILLING_ROUTES } from './billing/routes.ts';
import { DEVICE_ROUTES } from './devices/routes.ts';
import { ENERGY_ROUTES } from './energy/routes.ts';
import { GENERIC_ROUTES } from './generic/routes.ts';
import { OPERATIONS_ROUTES } from './operations/routes.ts';
import type { DomainRoute } from './routeDecl.ts';
import { SIGNAGE_ROUTES } from './signage/routes.ts';
import { SMARTBNB_ROUTES } from './smartbnb/routes.ts';
import { TOOLS_ROUTES } from './tools/routes.ts';

/** Every domain's routes, in the screen domains' order: a new domain is its routes file and a line here. */
export const DOMAIN_ROUTES: readonly DomainRoute[] = [
  ...GENERIC_ROUTES,
  ...ENERGY_ROUTES,
  ...DEVICE_ROUTES,
  ...BILLING_ROUTES,
  ...ADMIN_ROUTES,
  ...TOOLS_ROUTES,
  ...SMARTBNB_ROUTES,
  ...SIGNAGE_ROUTES,
  ...OPERATIONS_ROUTES,
];

/** The domain routes of one screen domain, in their declared order. */
export function routesOfDomain(domain: string): DomainRoute[] {
  return DOMAIN_ROUTES.filter((route) => route.domain === domain);
}
