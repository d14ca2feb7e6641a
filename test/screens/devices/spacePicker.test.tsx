import { screen, waitFor } from '@testing-library/react';
import { createApi } from '../../../src/api';
import { devicesApi } from '../../../src/api/devices';
import type { HttpClient } from '../../../src/api/http';
import type { SpaceNode } from '../../../src/api/devices/types';
import { SpacePicker } from '../../../src/screens/devices/policies/SpacePicker';
import { renderWithStores } from '../../support/renderWithStores';

const space = (did: string, name: string, parent: string, childCount: number): SpaceNode => ({
  did, name, parent, childCount, level: 'building', area: 100, store: 'st-1', deviceCount: 0, meterCount: 0,
});

const children: Record<string, SpaceNode[]> = {
  'st-1': [space('b-1', 'Tower A', 'st-1', 1), space('b-2', 'Tower B', 'st-1', 0)],
  'b-1': [space('f-1', '1F', 'b-1', 0)],
};

function storesWithTree() {
  const spaceChildren = vi.fn(async (did: string) => children[did] ?? []);
  // A real api object whose tree calls are stand-ins, as the kit's own space-tree test does.
  const api = createApi({} as HttpClient, '/');
  Object.assign(devicesApi(api), { spaceChildren, spacePath: vi.fn(async () => []) });
  return { api, spaceChildren };
}

describe("the policy form's space picker", () => {
  it("reads the store's buildings through the kit's space tree, a level as it is opened, and chooses a floor", async () => {
    const { api, spaceChildren } = storesWithTree();
    const onChange = vi.fn();
    const { user } = renderWithStores(<SpacePicker store="st-1" aria-label="Space" onChange={onChange} />, { api });
    await waitFor(() => expect(spaceChildren).toHaveBeenCalledWith('st-1', { silent: true }));
    await user.click(screen.getByRole('combobox', { name: 'Space' }));
    expect(await screen.findByText('Tower A')).toBeTruthy();
    const switcher = document.querySelector('.cem-select-tree-treenode:not(.cem-select-tree-treenode-leaf) .cem-select-tree-switcher') as Element;
    await user.click(switcher);
    await user.click(await screen.findByText('1F'));
    expect(onChange).toHaveBeenLastCalledWith('f-1');
    expect(spaceChildren.mock.calls.map(([did]) => did)).toEqual(['st-1', 'b-1']);
  });
});
