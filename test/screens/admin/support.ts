import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Database } from '../../../mock/api/db/Database';

/** The admin as the mock's write path sees them (for seeding through the same audited path). */
export function adminWriter(db: Database) {
  return { ...db.userById('u-1001')!, ip: '127.0.0.1' };
}

/** The tree item of a permission node, by its title (the first, unless told). */
export function treeItem(name: string, index = 0): HTMLElement {
  return screen.getAllByRole('treeitem', { name })[index]!;
}

/** Opens (or closes) a node of the permission tree by clicking its title. */
export async function toggleNode(name: string): Promise<void> {
  await act(async () => fireEvent.click(within(treeItem(name)).getByText(name)));
}

/** Ticks a node's checkbox. */
export async function tick(name: string, index = 0): Promise<void> {
  await act(async () => fireEvent.click(within(treeItem(name, index)).getByRole('checkbox')));
}

/** The tree state of a node: true, false or 'mixed'. */
export function stateOf(name: string, index = 0): string | null {
  return within(treeItem(name, index)).getByRole('checkbox').getAttribute('aria-checked');
}

/** Picks an option of an antd Select by the select's label and the option's title. */
export async function choose(container: HTMLElement, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await act(async () => fireEvent.click(item));
}

/** The open dialog whose title starts with `title`. */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith(title));
    if (!dialog) throw new Error(`no dialog ${title}`);
    return dialog;
  });
}
