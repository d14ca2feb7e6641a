import type { Domains } from './domains.ts';
import type { WorldCore } from './WorldCore.ts';

/** The core's parts a handler reaches by name: `db.accounts` is `db.core.accounts`. */
const CORE_PARTS = ['accounts', 'tenants', 'businesses', 'shell', 'access', 'reach', 'writes', 'audit', 'clock', 'trees', 'tables', 'files', 'charging'] as const;

/** The domains whose world a handler reaches by the domain's name: `db.billing` is the billing world, built on first use. */
const DOMAIN_WORLDS = ['energy', 'storeAdmin', 'admin', 'spaces', 'billing', 'tools', 'smartbnb', 'signage', 'chargingLive', 'monitoring', 'overviews', 'analysis', 'reports', 'assets', 'ticketDesk', 'menuTemplates'] as const;

type CoreParts = Pick<WorldCore, (typeof CORE_PARTS)[number]>;
type DomainWorlds = { readonly [K in (typeof DOMAIN_WORLDS)[number]]: ReturnType<Domains[K]['get']> };

/** What the composition root holds: the run's core and its domains. */
abstract class Composed {
  abstract readonly core: WorldCore;
  abstract readonly domains: Domains;
}

for (const part of CORE_PARTS) Object.defineProperty(Composed.prototype, part, { get: function (this: Composed) { return this.core[part]; } });
for (const name of DOMAIN_WORLDS) Object.defineProperty(Composed.prototype, name, { get: function (this: Composed) { return this.domains[name].get(); } });

/**
 * The base of the composition root (Database): each core part and each domain's world by name,
 * forwarded from the two lists above rather than a getter written for each.
 */
export const ByName = Composed as abstract new () => Composed & CoreParts & DomainWorlds;
