import { Card, List } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';

/** The menus one collected in this project (the shell's bookmark store), each opening its page. */
export const BookmarksCard = observer(function BookmarksCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { bookmarks } = useStores();
  const label = (b: (typeof bookmarks.items)[number]) => (b.languagesetting ? intl.formatMessage({ id: b.languagesetting, defaultMessage: b.title }) : b.title);
  return (
    <Card size="small" title={t('admin.personal.bookmarks')}>
      {bookmarks.visible.length === 0 ? (
        <EmptyData description={t('admin.personal.noBookmarks')} />
      ) : (
        <List
          aria-label={t('admin.personal.bookmarks')}
          size="small"
          dataSource={bookmarks.visible}
          renderItem={(b) => (
            <List.Item key={b.did}>
              <Link to={b.path}>{label(b)}</Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
});
