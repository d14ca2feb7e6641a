import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/**
 * The app switcher exists only when a host runs the console (spec §2). This slot marks
 * where it goes; the sub-app list comes with the shell issue.
 */
export const AppSwitcherSlot = observer(function AppSwitcherSlot({ color }: { color?: string }) {
  const { runtime } = useStores();
  const intl = useIntl();
  if (runtime.mode !== 'micro') return null;
  return (
    <Button type="text" style={{ color }} icon={<AppstoreOutlined />} aria-label={intl.formatMessage({ id: 'header.appSwitcher' })} data-testid="app-switcher" />
  );
});
