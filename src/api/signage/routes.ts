import { declareRoutes } from '../routeDecl.ts';

/**
 * The smart screen and media routes (digital signage in the stores' buildings). Each route is
 * declared here once (src/api/routeDecl.ts); its screen lives in src/screens/signage/registry.ts.
 *
 * The smart screens, their schedule and the media library are the company's (screens of every
 * store, one file service): no store needs choosing first.
 */
export const SIGNAGE_ROUTES = declareRoutes('signage', [
  { name: 'media-manage', module: 'media', noProjectExempt: true },
  { name: 'playgrid', module: 'media', noProjectExempt: true },
  { name: 'screen-group', module: 'media', noProjectExempt: true },
  { name: 'screen-summary', module: 'media', noProjectExempt: true },
  { name: 'playlist', module: 'media', noProjectExempt: true },
  { name: 'program-channel', module: 'media', noProjectExempt: true },
]);
