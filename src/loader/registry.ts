import type { ComponentType } from 'react';
import type { RouteDef } from '../routes';
import type { PageQuery } from './pageQuery';

/** What a loaded screen receives; it reads its path parameters from the router. */
export interface ScreenProps {
  route: RouteDef;
  /** menutype and baseFilter of the URL, parsed (spec §2 page loader). */
  query: PageQuery;
}

export type ScreenModule = { default: ComponentType<ScreenProps> };

/** Manifest component path (e.g. `screens/common-page`) → lazy import of the screen module. */
export type ScreenRegistry = Readonly<Record<string, () => Promise<ScreenModule>>>;
