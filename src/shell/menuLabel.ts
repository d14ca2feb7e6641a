import type { IntlShape } from 'react-intl';
import type { MenuItem } from '../stores/menu/normalizeMenu';

/** A menu item's text: its translation key when the language file has it, else its title. */
export function menuLabel(intl: IntlShape, item: MenuItem): string {
  const id = item.languagesetting;
  return id && intl.messages[id] ? intl.formatMessage({ id }) : item.title;
}
