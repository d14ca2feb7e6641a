import { PAGE_ACTIONS } from '../pageConfig.ts';
import { declareRoutes, type SeedGrants } from '../routeDecl.ts';

/** Where a host books, checks guests in and out, keeps house and runs the rooms: everything but import. */
const HOST_RUNS: SeedGrants = { host: PAGE_ACTIONS.filter((action) => action !== 'import') };

/**
 * The smart-bnb routes (short-stay rooms of the hotel stores). Each route is declared here once
 * (src/api/routeDecl.ts); its screen lives in src/screens/smartbnb/registry.ts.
 */
export const SMARTBNB_ROUTES = declareRoutes('smartbnb', [
  { name: 'smartbnb-home', module: 'media', grants: HOST_RUNS },
  { name: 'smartbnb-calendar', module: 'media', noProjectExempt: true, grants: HOST_RUNS },
  { name: 'smartbnb-room', module: 'media', grants: HOST_RUNS },
  { name: 'smartbnb-music-home', module: 'media', grants: HOST_RUNS },
]);
