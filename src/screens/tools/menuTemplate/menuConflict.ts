import type { IntlShape } from 'react-intl';
import { walkItems } from '../../../api/tools/menuTemplateRules';
import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import type { ComparedField } from '../../../ui/form/ConflictPanel';
import { itemLabel } from './itemLabel';

/** An item as the comparison tells it: its position, its text, its page and whether it is hidden or disabled. */
function describe(intl: IntlShape, item: MenuTemplateItem, path: readonly number[]): string {
  const flags = [item.hidden ? 'tools.menu.hidden' : '', item.disabled ? 'tools.menu.disabled' : ''].filter(Boolean).map((id) => intl.formatMessage({ id }));
  return [`${path.map((i) => i + 1).join('.')} ${itemLabel(intl, item)}`, item.page ?? '', ...flags].filter(Boolean).join(' · ');
}

/**
 * Their saved menu beside my draft (issue 36 item 2), item by item (by name, the item's key):
 * only the items that differ in position, text, page or flags, or are in one tree only.
 */
export function compareMenus(intl: IntlShape, mine: readonly MenuTemplateItem[], theirs: readonly MenuTemplateItem[]): ComparedField[] {
  const told = (items: readonly MenuTemplateItem[]) => new Map(walkItems(items).map(({ item, path }) => [item.name, { label: itemLabel(intl, item), text: describe(intl, item, path) }]));
  const left = told(mine);
  const right = told(theirs);
  const names = [...new Set([...left.keys(), ...right.keys()])];
  return names
    .map((key) => ({ key, label: left.get(key)?.label ?? right.get(key)?.label ?? key, mine: left.get(key)?.text ?? '', theirs: right.get(key)?.text ?? '' }))
    .filter((field) => field.mine !== field.theirs);
}
