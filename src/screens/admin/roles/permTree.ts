import type { IntlShape } from 'react-intl';
import { actionKey, moduleKey, pageKey, type PermModule } from '../../../api/access/types';

/** A node of the permission tree (antd Tree's data shape). */
export interface PermNode {
  key: string;
  title: string;
  disableCheckbox?: boolean;
  children?: PermNode[];
}

/** A page's title in the user's language: its menu message, else the English title. */
export function pageTitle(intl: IntlShape, page: { name: string; title: string }): string {
  return intl.formatMessage({ id: `menu.${page.name}`, defaultMessage: page.title });
}

/** A module's title: its menu message (`menu.<module>`); the pages of no module are "other pages". */
export function moduleTitle(intl: IntlShape, module: { module: string; title: string }): string {
  return module.module ? intl.formatMessage({ id: `menu.${module.module}`, defaultMessage: module.title }) : intl.formatMessage({ id: 'admin.roles.otherPages' });
}

/**
 * modules → pages → actions. An action the editor does not hold cannot be ticked (the server
 * refuses it too); a page or module with none they hold cannot either.
 */
export function permTreeData(intl: IntlShape, catalogue: readonly PermModule[], held: ReadonlySet<string>, readOnly: boolean): PermNode[] {
  return catalogue.map((module) => {
    const pages = module.pages.map((page) => {
      const actions = page.actions.map((action) => ({
        key: actionKey(page.pid, action),
        title: intl.formatMessage({ id: `admin.roles.action.${action}` }),
        disableCheckbox: readOnly || !held.has(actionKey(page.pid, action)),
      }));
      return { key: pageKey(page.pid), title: pageTitle(intl, page), disableCheckbox: actions.every((a) => a.disableCheckbox), children: actions };
    });
    return { key: moduleKey(module.module), title: moduleTitle(intl, module), disableCheckbox: pages.every((p) => p.disableCheckbox), children: pages };
  });
}

/** Only action leaves are grants: keys of modules and pages follow from them. */
export const isActionKey = (key: string): boolean => key.startsWith('a:');
