import type { ScreenRegistry } from '../loader/registry';

/**
 * Route name → screen module. Routes missing here show the placeholder that names them;
 * the domain issues (loader, energy and carbon, …) add their screens here.
 */
export const SCREEN_REGISTRY: ScreenRegistry = {};
