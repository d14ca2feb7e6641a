import type { ReactElement } from 'react';
import type { RootStore } from '../../src/stores/RootStore';
import { StoresContext } from '../../src/stores/context';
import { renderUi } from './renderUi';

/** Renders a kit component whose hooks read a few stores (`stores` holds only those), as renderUi does. */
export function renderWithStores(ui: ReactElement, stores: Partial<Record<keyof RootStore, unknown>>) {
  return renderUi(<StoresContext.Provider value={stores as unknown as RootStore}>{ui}</StoresContext.Provider>);
}
