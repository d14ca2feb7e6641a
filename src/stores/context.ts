import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore';

export const StoresContext = createContext<RootStore | null>(null);

/** The RootStore of this mount (ARCHITECTURE §3: context, never a module singleton). */
export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('useStores() used outside <Providers>');
  return root;
}
