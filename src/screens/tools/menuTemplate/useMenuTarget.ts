import { MENU_PORTALS, type MenuPortal } from '../../../api/tools/menuTemplateTypes';
import { useStores } from '../../../stores/context';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

const ID = /^[\w-]{1,60}$/;
export const parseId = (raw: string | null) => (raw && ID.test(raw) ? raw : null);
export const parsePortal = (raw: string | null): MenuPortal | null => ((MENU_PORTALS as readonly string[]).includes(raw ?? '') ? (raw as MenuPortal) : null);

/** The company and portal a menu screen works on, in the URL (default: the user's own company, the console portal). */
export function useMenuTarget() {
  const { session } = useStores();
  const [company, setCompany] = useSearchParam<string>('company', parseId, (v) => v || null, '');
  const [portal, setPortal] = useSearchParam<MenuPortal>('portal', parsePortal, (v) => (v === 'cem' ? null : v), 'cem');
  return { companyid: company || session.user?.companyid || '', setCompany, portal, setPortal };
}

