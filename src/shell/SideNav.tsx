import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';
import { CollapseToggle } from './CollapseToggle';
import { SideMenu } from './SideMenu';

// Only phones load the drawer (the desk's first screen stays within its size budget).
const PhoneMenu = lazy(() => import('./PhoneMenu'));

interface SideNavProps {
  /** Below 768 px the menu is a drawer behind the header's menu button (ant-design-pro's layout). */
  narrow: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/** The side menu: a collapsible column beside the content on a wide screen; on a phone a drawer over it. */
export const SideNav = observer(function SideNav({ narrow, drawerOpen, onDrawerClose }: SideNavProps) {
  const { habit, theme } = useStores();
  const intl = useIntl();
  if (narrow) {
    return (
      <Suspense fallback={null}>
        <PhoneMenu open={drawerOpen} onClose={onDrawerClose} />
      </Suspense>
    );
  }
  const collapsed = habit.habit.isCollapse;
  return (
    <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={232} theme="light" style={{ background: theme.nav.sideBackground }}>
      <CollapseToggle color={theme.nav.sideFont} />
      <nav aria-label={intl.formatMessage({ id: 'shell.sideMenu' })} data-side-menu="">
        <SideMenu collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
});
