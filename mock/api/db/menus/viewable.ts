import type { MenuItemWire } from '../../../../src/api/types.ts';

/**
 * Whether the user may view a page: true or false for a pid the role book knows, undefined for
 * one it does not (a leaf without a pid, a template's own link).
 */
export type MayView = (pid: string) => boolean | undefined;

const childrenOf = (item: MenuItemWire): MenuItemWire[] | undefined => item.subList ?? item.sub_menu;

function withChildren(item: MenuItemWire, children: MenuItemWire[]): MenuItemWire {
  return item.sub_menu && !item.subList ? { ...item, sub_menu: children } : { ...item, subList: children };
}

/** The leaves of a tree the book decides on (a known pid), and whether any of them may be viewed. */
function anyViewable(item: MenuItemWire, mayView: MayView): boolean {
  const children = childrenOf(item);
  if (children) return children.some((child) => anyViewable(child, mayView));
  return !!item.pid && mayView(item.pid) === true;
}

/** The item with only what may be opened; undefined when nothing under it is left. */
function prune(item: MenuItemWire, mayView: MayView, moduleOpen: boolean): MenuItemWire | undefined {
  const children = childrenOf(item);
  if (!children) {
    const verdict = item.pid ? mayView(item.pid) : undefined;
    // A leaf the book does not know (a pure link) follows its module: shown while the module shows a page.
    return (verdict ?? moduleOpen) ? item : undefined;
  }
  const kept = children.flatMap((child) => prune(child, mayView, moduleOpen) ?? []);
  return kept.length > 0 ? withChildren(item, kept) : undefined;
}

/**
 * A module as the user may open it (issue 35 item 4): only the leaves the role book lets the user
 * view, groups left empty dropped; undefined (the module hidden) when no page of it may be viewed.
 */
export function viewableModule(module: MenuItemWire, mayView: MayView): MenuItemWire | undefined {
  const open = anyViewable(module, mayView);
  return open ? prune(module, mayView, open) : undefined;
}
