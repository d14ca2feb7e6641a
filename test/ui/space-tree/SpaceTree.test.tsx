import { screen, waitFor, within } from '@testing-library/react';
import { createApi } from '../../../src/api';
import { devicesApi } from '../../../src/api/devices';
import type { HttpClient } from '../../../src/api/http';
import type { SpaceNode } from '../../../src/api/devices/types';
import { SpaceTree, type KitTreeNode } from '../../../src/ui/space-tree';
import { renderUi } from '../../support/renderUi';
import { renderWithStores } from '../../support/renderWithStores';

const space = (did: string, name: string, parent: string, childCount: number): SpaceNode => ({
  did, name, parent, childCount, level: 'building', area: 100, store: 'st-1', deviceCount: 0, meterCount: 0,
});

const children: Record<string, SpaceNode[]> = {
  'st-1': [space('b-1', 'Tower A', 'st-1', 1)],
  'b-1': [space('f-1', '1F', 'b-1', 0)],
};

function lazyApi(fail = { first: false }) {
  const spaceChildren = vi.fn(async (did: string) => {
    if (fail.first) {
      fail.first = false;
      throw new Error('down');
    }
    return children[did] ?? [];
  });
  // A real api object (its devices section built on first use) whose two tree calls are stand-ins.
  const api = createApi({} as HttpClient, '/');
  Object.assign(devicesApi(api), { spaceChildren, spacePath: vi.fn(async () => []) });
  return { api };
}

const fixed: KitTreeNode[] = [
  { key: 'b-1', title: 'Tower A', children: [{ key: 'f-1', title: '1F', children: [{ key: 'r-1', title: 'Room 101', isLeaf: true }] }] },
];

describe('SpaceTree (kit)', () => {
  it('loads a store a level at a time; every node can be chosen and choosing it again clears it', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithStores(<SpaceTree store="st-1" selected="" onSelect={onSelect} />, lazyApi());
    expect(screen.getByRole('status').textContent).toBe('Loading the spaces…');
    const tree = await screen.findByRole('tree', { name: 'Buildings, floors and rooms of the store' });
    await user.click(within(tree).getByText('Tower A'));
    expect(onSelect).toHaveBeenLastCalledWith('b-1', expect.objectContaining({ name: 'Tower A' }));
    await user.click(tree.querySelector('.cem-tree-switcher') as Element);
    await waitFor(() => expect(within(tree).getByText('1F')).toBeTruthy());
  });

  it('chosen again, the chosen node goes back to the whole store', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithStores(<SpaceTree store="st-1" selected="b-1" onSelect={onSelect} />, lazyApi());
    const tree = await screen.findByRole('tree');
    await user.click(within(tree).getByText('Tower A'));
    expect(onSelect).toHaveBeenLastCalledWith('', undefined);
  });

  it('says when the spaces could not be loaded and tries again on Retry', async () => {
    const stores = lazyApi({ first: true });
    const { user } = renderWithStores(<SpaceTree store="st-1" selected="" onSelect={vi.fn()} />, stores);
    expect((await screen.findByRole('alert')).textContent).toContain('The spaces could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tree')).toBeTruthy();
  });

  it('a space still being opened when the screen leaves is not selected (its setter would write the next page\'s URL)', async () => {
    const { api } = lazyApi();
    let answer: (path: SpaceNode[]) => void = () => undefined;
    Object.assign(devicesApi(api), { spacePath: vi.fn(() => new Promise<SpaceNode[]>((resolve) => (answer = resolve))) });
    const onSelect = vi.fn();
    const { unmount } = renderWithStores(<SpaceTree store="st-1" selected="f-1" onSelect={onSelect} />, { api });
    await screen.findByRole('tree');
    unmount();
    answer([space('b-1', 'Tower A', 'st-1', 1), space('f-1', '1F', 'b-1', 0)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows a fixed node set where only the selectable rule chooses', async () => {
    const onSelect = vi.fn();
    const { user } = renderUi(
      <SpaceTree label="Let rooms" nodes={fixed} selected="" selectable={(n) => n.isLeaf === true} defaultExpandedKeys={['b-1', 'f-1']} onSelect={onSelect} />,
    );
    const tree = screen.getByRole('tree', { name: 'Let rooms' });
    await user.click(within(tree).getByText('Tower A'));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(within(tree).getByText('Room 101'));
    expect(onSelect).toHaveBeenLastCalledWith('r-1', expect.objectContaining({ key: 'r-1' }));
  });
});
