import { StarOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context';
import { menuClickNavigates } from './nav/clicks';
import { MenuLink } from './nav/MenuLink';

/** The header's list of collected menus; each is a link to its page (see MenuLink), choosing one opens it. */
export const BookmarkMenu = observer(function BookmarkMenu({ color }: { color?: string }) {
  const { bookmarks } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  if (!bookmarks.enabled) return null;
  const label = (b: (typeof bookmarks.visible)[number]) =>
    b.languagesetting && intl.messages[b.languagesetting] ? intl.formatMessage({ id: b.languagesetting }) : b.title;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: bookmarks.visible.length > 0
          ? bookmarks.visible.map((b) => ({ key: b.did, label: <MenuLink to={b.path}>{label(b)}</MenuLink> }))
          : [{ key: 'empty', label: intl.formatMessage({ id: 'bookmark.empty' }), disabled: true }],
        onClick: ({ key, domEvent }) => {
          const target = bookmarks.visible.find((b) => b.did === key);
          if (target && menuClickNavigates(domEvent)) navigate(target.path);
        },
      }}
    >
      <Button type="text" style={{ color }} aria-label={intl.formatMessage({ id: 'bookmark.list' }, { count: bookmarks.visible.length })}>
        <Badge count={bookmarks.visible.length} size="small" offset={[6, -2]} color="#007fff">
          <StarOutlined style={{ color }} />
        </Badge>
      </Button>
    </Dropdown>
  );
});
