import { Avatar, Button, Dropdown } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context';

/** Personal center, change store and sign out (spec §2 header). */
export const UserMenu = observer(function UserMenu({ color }: { color?: string }) {
  const { session, project } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const name = session.displayName;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'personal', label: intl.formatMessage({ id: 'user.personalCenter' }) },
          { key: 'store', label: intl.formatMessage({ id: 'user.changeStore' }) },
          { type: 'divider' },
          { key: 'signout', danger: true, label: intl.formatMessage({ id: 'user.signOut' }), disabled: session.loggingOut },
        ],
        onClick: ({ key }) => {
          if (key === 'personal') navigate('/index/personal-center');
          if (key === 'store') project.openDialog('parentbusiness');
          if (key === 'signout') void session.signOut();
        },
      }}
    >
      <Button type="text" style={{ color }} aria-label={intl.formatMessage({ id: 'user.menu' }, { name })}>
        <Avatar size="small" src={session.user?.avatar || undefined}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span style={{ marginLeft: 8 }}>{name}</span>
      </Button>
    </Dropdown>
  );
});
