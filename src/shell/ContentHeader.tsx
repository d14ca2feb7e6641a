import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { RouteDef } from '../routes';
import { useStores } from '../stores/context';
import { BookmarkToggle } from './BookmarkToggle';
import { menuLabel } from './menuLabel';

/** The current menu's title with its bookmark star, above the screen. */
export const ContentHeader = observer(function ContentHeader({ path, route }: { path: string; route: RouteDef | undefined }) {
  const { menu } = useStores();
  const intl = useIntl();
  const leaf = menu.leafOf(path);
  if (!leaf || !route) return null;
  const trail = [leaf.module, ...leaf.parents.slice(1), leaf.item].map((i) => menuLabel(intl, i));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
      <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{trail[trail.length - 1]}</h1>
      <BookmarkToggle path={path} route={route} item={leaf.item} />
      <span style={{ color: '#8c8c8c', fontSize: 12 }}>{trail.slice(0, -1).join(' / ')}</span>
    </div>
  );
});
