import type { IntlShape } from 'react-intl';
import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';

/** An item's text as the shell shows it: its translation when the language file has the key, else its title. */
export function itemLabel(intl: IntlShape, item: Pick<MenuTemplateItem, 'languagesetting' | 'title' | 'name'>): string {
  const id = item.languagesetting;
  return id && intl.messages[id] ? intl.formatMessage({ id }) : item.title || item.name;
}
