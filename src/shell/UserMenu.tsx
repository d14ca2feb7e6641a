import { CheckOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context';
import { useFileLink } from '../ui/files/useFileLink';
import { THEME_PREFERENCES, isThemePreference } from '../stores/ThemeStore';

const THEME_KEY = 'theme:';

/** Personal center, change store, the theme (light, dark, system) and sign out (spec §2 header). */
export const UserMenu = observer(function UserMenu({ color, compact = false }: { color?: string; compact?: boolean }) {
  const { session, project, theme } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const name = session.displayName;
  // An uploaded avatar loads through the session's signed link (an <img> sends no session header).
  const avatar = useFileLink(session.user?.avatar || undefined);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'personal', label: intl.formatMessage({ id: 'user.personalCenter' }) },
          { key: 'store', label: intl.formatMessage({ id: 'user.changeStore' }) },
          {
            type: 'group',
            label: intl.formatMessage({ id: 'user.theme' }),
            children: THEME_PREFERENCES.map((choice) => ({
              key: `${THEME_KEY}${choice}`,
              role: 'menuitemradio',
              'aria-checked': theme.preference === choice,
              icon: <CheckOutlined style={{ visibility: theme.preference === choice ? 'visible' : 'hidden' }} aria-hidden />,
              label: intl.formatMessage({ id: `user.theme.${choice}` }),
            })),
          },
          { type: 'divider' },
          { key: 'signout', danger: true, label: intl.formatMessage({ id: 'user.signOut' }), disabled: session.loggingOut },
        ],
        onClick: ({ key }) => {
          if (key === 'personal') navigate('/index/personal-center');
          if (key === 'store') project.openDialog('parentbusiness');
          if (key === 'signout') void session.signOut();
          const choice = key.startsWith(THEME_KEY) ? key.slice(THEME_KEY.length) : '';
          if (isThemePreference(choice)) theme.setPreference(choice);
        },
      }}
    >
      <Button type="text" style={{ color }} aria-label={intl.formatMessage({ id: 'user.menu' }, { name })}>
        {/* Decorative: the button's label names the user. */}
        <Avatar size="small" src={avatar || undefined} alt="">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        {compact ? null : <span style={{ marginLeft: 8 }}>{name}</span>}
      </Button>
    </Dropdown>
  );
});
