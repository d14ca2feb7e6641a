import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../stores/context';
import type { MenuItem } from '../stores/menu/menuItem';

/** The page's title in the user's language: the catalogue's `menu.<name>` message, else the address. */
function usePageTitle(pid: string): string {
  const intl = useIntl();
  const { pathname } = useLocation();
  const id = `menu.${pid.replace(/^p-/, '')}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : pathname;
}

/**
 * A page opened by address that the user may not view: says which page, and offers the way to
 * the first page the user may open. Nothing to retry: only a role change would open it.
 */
export const NoAccessPage = observer(function NoAccessPage({ pid }: { pid: string }) {
  const intl = useIntl();
  const { menu } = useStores();
  const page = usePageTitle(pid);
  const first: MenuItem | undefined = menu.firstLeaf;
  const firstTitle = first && (first.languagesetting && intl.messages[first.languagesetting] ? intl.formatMessage({ id: first.languagesetting }) : first.title);
  return (
    <section style={{ margin: '48px auto', maxWidth: 560, textAlign: 'center' }} data-testid="no-access">
      <h1 style={{ fontSize: 20, fontWeight: 600 }}>{intl.formatMessage({ id: 'loader.noAccess.title' }, { page })}</h1>
      <p>{intl.formatMessage({ id: 'loader.noAccess.body' }, { page })}</p>
      <Link to={menu.homePath}>
        {firstTitle ? intl.formatMessage({ id: 'loader.noAccess.home' }, { page: firstTitle }) : intl.formatMessage({ id: 'notFound.back' })}
      </Link>
    </section>
  );
});
