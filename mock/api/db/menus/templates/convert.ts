import type { MenuItemWire } from '../../../../../src/api/types.ts';
import type { MenuTemplateItem } from '../../../../../src/api/tools/menuTemplateTypes.ts';
import type { CatalogueItem } from '../build.ts';

const flag = (value: boolean | number | undefined) => value === true || value === 1;

/** A catalogue item as a template item: the mock-only fields dropped, flags as booleans, children under `children`. */
export function toTemplateItem(item: CatalogueItem): MenuTemplateItem {
  const { zh: _zh, children, legacyChildren: _legacy, disabled, disable, hidden, ...rest } = item;
  void _zh;
  void _legacy;
  const out: MenuTemplateItem = { ...rest, title: item.title };
  if (flag(disabled) || flag(disable)) out.disabled = true;
  if (flag(hidden)) out.hidden = true;
  if (children) out.children = children.map(toTemplateItem);
  return out;
}

/** A template item as the menu call sends it: children under `subList`, flags as 1. */
export function templateToWire(item: MenuTemplateItem): MenuItemWire {
  const { children, hidden, disabled, ...rest } = item;
  const wire: MenuItemWire = { ...rest };
  if (hidden) wire.hidden = 1;
  if (disabled) wire.disabled = 1;
  if (children) wire.subList = children.map(templateToWire);
  return wire;
}
