import { MENU_PORTALS, type MenuPortal } from '../../../api/tools/menuTemplateTypes';
import { useStores } from '../../../stores/context';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam, oneOfParam } from '../../../ui/url-state/codecs';

const portalParam = oneOfParam<MenuPortal>(MENU_PORTALS, { omit: 'cem' });

/** The company and portal a menu screen works on, in the URL (default: the user's own company, the console portal). */
export function useMenuTarget() {
  const { session } = useStores();
  const [company, setCompany] = useSearchParam('company', idParam, '');
  const [portal, setPortal] = useSearchParam('portal', portalParam, 'cem');
  return { companyid: company || session.user?.companyid || '', setCompany, portal, setPortal };
}

