import { Breadcrumb } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RouteDef } from '../routes';
import { pathOfItem } from '../stores/MenuStore';
import { firstEnabledLeaf } from '../stores/menu/normalizeMenu';
import { useStores } from '../stores/context';
import { BookmarkToggle } from './BookmarkToggle';
import { menuLabel } from './menuLabel';

/**
 * The current menu's title with its bookmark star, above the screen, and the trail of its module
 * and groups: each a link to its first enabled leaf (plain text where there is none).
 */
export const ContentHeader = observer(function ContentHeader({ path, route }: { path: string; route: RouteDef | undefined }) {
  const { menu } = useStores();
  const intl = useIntl();
  const leaf = menu.leafOf(path);
  if (!leaf || !route) return null;
  const parents = [leaf.module, ...leaf.parents.slice(1)];
  const items = parents.map((item) => {
    const first = firstEnabledLeaf(item);
    const target = first ? pathOfItem(first) : null;
    const label = menuLabel(intl, item);
    return { key: item.name, title: target ? <Link to={target}>{label}</Link> : label };
  });
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
      <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{menuLabel(intl, leaf.item)}</h1>
      <BookmarkToggle path={path} route={route} item={leaf.item} />
      <Breadcrumb aria-label={intl.formatMessage({ id: 'shell.breadcrumb' })} items={items} style={{ fontSize: 12 }} />
    </div>
  );
});
