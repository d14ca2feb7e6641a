import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Database } from '../../../mock/api/db/Database';

/** The admin as the mock's write path sees them (for seeding through the same audited path). */
export function adminWriter(db: Database) {
  return { ...db.accounts.userById('u-1001')!, ip: '127.0.0.1' };
}

/** The tree items showing this title (their checkbox names them, so the name is read from the title). */
function treeItems(name: string): HTMLElement[] {
  return screen.queryAllByRole('treeitem').filter((item) => item.querySelector('[class*="-tree-title"]')?.textContent === name);
}

/** The tree item of a permission node, by its title (the first, unless told). */
export function treeItem(name: string, index = 0): HTMLElement {
  const item = treeItems(name)[index];
  if (!item) throw new Error(`no tree item ${name}`);
  return item;
}

/** Waits for a tree item to show. */
export async function findTreeItem(name: string): Promise<HTMLElement> {
  return waitFor(() => treeItem(name));
}

/** Opens (or closes) a node of the permission tree by clicking its title. */
export async function toggleNode(name: string): Promise<void> {
  const item = await findTreeItem(name);
  await act(async () => fireEvent.click(within(item).getByText(name)));
}

/** Ticks a node's checkbox. */
export async function tick(name: string, index = 0): Promise<void> {
  const item = await waitFor(() => treeItem(name, index));
  await act(async () => fireEvent.click(within(item).getByRole('checkbox')));
}

/** The tree state of a node: true, false or 'mixed'. */
export function stateOf(name: string, index = 0): string | null {
  return within(treeItem(name, index)).getByRole('checkbox').getAttribute('aria-checked');
}

/** The open dialog whose title starts with `title`. */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith(title));
    if (!dialog) throw new Error(`no dialog ${title}`);
    return dialog;
  });
}
