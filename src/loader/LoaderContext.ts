import { createContext, useContext } from 'react';
import type { ScreenLoader } from './ScreenLoader';

/** The mount's screen loader; createApp provides it. */
export const LoaderContext = createContext<ScreenLoader | null>(null);

export function useScreenLoader(): ScreenLoader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('useScreenLoader: no LoaderContext provider (createApp provides one)');
  return loader;
}
