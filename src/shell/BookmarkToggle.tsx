import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { RouteDef } from '../routes';
import type { MenuItem } from '../stores/menu/normalizeMenu';
import { useStores } from '../stores/context';

/** Collects or releases the current menu (spec §2 bookmark control). */
export const BookmarkToggle = observer(function BookmarkToggle({ path, route, item }: { path: string; route: RouteDef; item: MenuItem }) {
  const { bookmarks } = useStores();
  const intl = useIntl();
  if (!bookmarks.enabled) return null;
  const collected = Boolean(bookmarks.find(path));
  const label = intl.formatMessage({ id: collected ? 'bookmark.remove' : 'bookmark.add' });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={collected}
        loading={bookmarks.busy}
        icon={collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={() =>
          void bookmarks.toggle(path, {
            route: route.name,
            params: item.params,
            query: item.query,
            item: { name: item.name, title: item.title, languagesetting: item.languagesetting },
          })
        }
      />
    </Tooltip>
  );
});
