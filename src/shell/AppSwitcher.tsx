import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/** The console's own key among the host's sub-apps. */
const SELF = 'cem-platform';

/**
 * The app switcher, only when a host runs the console (spec §2): the sub-apps the user may
 * open, filtered by online, whitelist and the tenant's issupportswitch; the host switches.
 */
export const AppSwitcher = observer(function AppSwitcher({ color }: { color?: string }) {
  const { runtime, subApps } = useStores();
  const intl = useIntl();
  if (runtime.mode !== 'micro') return null;
  const apps = subApps.visible;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [SELF],
        items: apps.length > 0
          ? apps.map((app) => ({ key: app.key, label: app.name, disabled: !runtime.switchApp && app.key !== SELF }))
          : [{ key: 'none', label: intl.formatMessage({ id: 'header.noApps' }), disabled: true }],
        onClick: ({ key }) => {
          if (key !== SELF) runtime.switchApp?.(key);
        },
      }}
    >
      <Button
        type="text"
        style={{ color }}
        icon={<AppstoreOutlined />}
        aria-label={intl.formatMessage({ id: 'header.appSwitcher' })}
        data-testid="app-switcher"
      />
    </Dropdown>
  );
});
