import { seedDayIn } from '../core/clock/zones.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { IotGateway } from './iot/seedSimCards.ts';
import type { NavigationStyleSources } from './navigationStyles.ts';
import { ToolsWorld } from './ToolsWorld.ts';

/** What tools asks of its peers: a store's gateways as the device world shows them now, and the tenants' navigation seed. */
export interface ToolsPeers {
  /** The gateways the device world has (gateway-management shows the same), online as it shows them now. */
  gateways: (store: string) => IotGateway[];
  navigation: Omit<NavigationStyleSources, 'writes'>;
}

/** Tools: the knowledge base, IoT SIM cards and navigation styles (per company or tenant on first use). */
export const toolsDomain: MockDomain<Pick<CoreServices, 'seed' | 'clock' | 'reach' | 'tables' | 'writes'>, ToolsPeers, ToolsWorld> = {
  name: 'tools',
  build: (core, peers) =>
    new ToolsWorld({
      seed: core.seed,
      now: () => core.clock.now(),
      today: (zone) => core.clock.today(zone),
      seedDay: seedDayIn,
      // Reach is the core's answer; only then are the store's gateways read.
      iotStore: (user, store) => {
        const record = core.reach.require(user, store);
        return { zone: core.reach.zone(store), country: record.countrycode ?? '', gateways: peers.gateways(store) };
      },
      // The same records the generic knowledge lists show, as the user's company owns them.
      knowledgeCategoryRows: (user) => core.tables.require('p-knowledge-category').rows(user),
      knowledgeArticleRows: (user) => core.tables.require('p-knowledge-base').rows(user),
      navigation: peers.navigation,
      writes: core.writes,
    }),
};
