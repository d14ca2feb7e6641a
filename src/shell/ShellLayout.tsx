import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useStores } from '../stores/context';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { SideMenu } from './SideMenu';

/** /index: header, collapsible side menu and the routed content. */
const ShellLayout = observer(function ShellLayout() {
  const { habit, menu, tenant } = useStores();
  const intl = useIntl();
  const collapsed = habit.habit.isCollapse;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <LoadingBar />
      <Header />
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={(value) => habit.setCollapsed(value)}
          width={232}
          theme="light"
          style={{ background: menu.style.sideBackground }}
          aria-label={intl.formatMessage({ id: 'shell.sideMenu' })}
        >
          <nav aria-label={intl.formatMessage({ id: 'shell.sideMenu' })}>
            <SideMenu collapsed={collapsed} />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 16 }}>
          <main>
            <Outlet />
          </main>
          {tenant.showCopyright ? (
            <footer style={{ textAlign: 'center', color: '#8c8c8c', padding: '24px 0 8px' }} data-testid="copyright">
              {tenant.copyright}
            </footer>
          ) : null}
        </Layout.Content>
      </Layout>
    </Layout>
  );
});

export default ShellLayout;
