import type { IntlShape } from 'react-intl';
import { actionKey, type PermModule } from '../../../api/access/types';
import type { ComparedField } from '../../../ui/form/ConflictPanel';
import { isActionKey, moduleTitle, pageTitle } from './permTree';

/** What a side grants on a page that reads as nothing granted. */
const NONE = '—';

/**
 * My ticked tree beside their saved one (issue 36 item 2): one row per page whose granted actions
 * differ, named as the tree names it, with what each side grants there. Only action leaves are
 * grants (the server reads no more), so a checked page or module key adds nothing by itself.
 */
export function comparePerms(intl: IntlShape, catalogue: readonly PermModule[], mine: readonly string[], theirs: readonly string[]): ComparedField[] {
  const granted = (keys: readonly string[]) => new Set(keys.filter(isActionKey));
  const mineKeys = granted(mine);
  const theirKeys = granted(theirs);
  const rows: ComparedField[] = [];
  for (const module of catalogue) {
    for (const page of module.pages) {
      const held = (keys: ReadonlySet<string>) => page.actions.filter((action) => keys.has(actionKey(page.pid, action)));
      const mineHere = held(mineKeys);
      const theirsHere = held(theirKeys);
      if (mineHere.join() === theirsHere.join()) continue;
      const text = (actions: readonly string[]) => (actions.length > 0 ? actions.map((action) => intl.formatMessage({ id: `admin.roles.action.${action}` })).join(', ') : NONE);
      rows.push({ key: page.pid, label: `${moduleTitle(intl, module)} › ${pageTitle(intl, page)}`, mine: text(mineHere), theirs: text(theirsHere) });
    }
  }
  return rows;
}
