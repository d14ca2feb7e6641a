import { Drawer, Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';
import { CollapseToggle } from './CollapseToggle';
import { ModuleTabs } from './ModuleTabs';
import { SideMenu } from './SideMenu';

interface SideNavProps {
  /** Below 768 px the menu is a drawer behind the header's menu button (ant-design-pro's layout). */
  narrow: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * The side menu: a collapsible column beside the content on a wide screen; on a phone a drawer
 * over it, closed until asked for, holding the module list too (the header has no room for it).
 */
export const SideNav = observer(function SideNav({ narrow, drawerOpen, onDrawerClose }: SideNavProps) {
  const { habit, theme } = useStores();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shell.sideMenu' });
  const { sideBackground, sideFont, sideSelected } = theme.nav;
  if (narrow) {
    return (
      <Drawer
        placement="left"
        open={drawerOpen}
        onClose={onDrawerClose}
        title={intl.formatMessage({ id: 'shell.menuDrawer' })}
        size={300}
        styles={{ body: { padding: 0, background: sideBackground }, header: { background: sideBackground, color: sideFont } }}
      >
        <ModuleTabs color={sideFont} selectedColor={sideSelected} layout="list" />
        <nav aria-label={label} data-side-menu="">
          <SideMenu collapsed={false} />
        </nav>
      </Drawer>
    );
  }
  const collapsed = habit.habit.isCollapse;
  return (
    <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={232} theme="light" style={{ background: sideBackground }}>
      <CollapseToggle color={sideFont} />
      <nav aria-label={label} data-side-menu="">
        <SideMenu collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
});
