import { createContext, type ComponentType } from 'react';
import type { RouteDef } from '../routes';

/** What a screen module exports; screens read their params from the router. */
export interface ScreenProps {
  route: RouteDef;
}

export type ScreenModule = { default: ComponentType<ScreenProps> };

/** Route name → lazy import of the screen. Routes without an entry show the placeholder. */
export type ScreenRegistry = Readonly<Record<string, () => Promise<ScreenModule>>>;

export const ScreenRegistryContext = createContext<ScreenRegistry>({});
