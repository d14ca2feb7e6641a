import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useStores } from '../stores/context';
import { SURFACE } from '../stores/ThemeStore';
import { CollapseToggle } from './CollapseToggle';
import { ContentHeader } from './ContentHeader';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { noProjectApplies, pickerOffered } from './menuRules';
import { NoProjectView } from './NoProjectView';
import { ParentBusinessDialog } from './ParentBusinessDialog';
import { ProjectPicker } from './ProjectPicker';
import { SideMenu } from './SideMenu';
import { useCurrentRoute } from './useCurrentRoute';

/** /index: header, collapsible side menu, and the routed content or the no-project view. */
const ShellLayout = observer(function ShellLayout() {
  const { habit, menu, tenant, project, config, pages, theme } = useStores();
  const intl = useIntl();
  const { route, path } = useCurrentRoute();
  const leaf = menu.leafOf(path)?.item;
  const collapsed = habit.habit.isCollapse;
  const showNoProject = project.status !== 'loading' && !project.hasProject && noProjectApplies(route, leaf);
  // Spec §6: the permissions of the menu entry on screen are the current page permissions.
  const leafPid = leaf?.pid ?? '';
  useEffect(() => pages.enter(leafPid), [pages, leafPid]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <LoadingBar />
      <Header pickerOffered={pickerOffered(route, leaf, config.variant)} />
      <Layout>
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={232}
          theme="light"
          style={{ background: theme.nav.sideBackground }}
        >
          <CollapseToggle color={theme.nav.sideFont} />
          <nav aria-label={intl.formatMessage({ id: 'shell.sideMenu' })}>
            <SideMenu collapsed={collapsed} />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 16 }}>
          <main>
            <ContentHeader path={path} route={route} />
            {showNoProject ? <NoProjectView /> : <Outlet />}
          </main>
          {tenant.showCopyright ? (
            <footer style={{ textAlign: 'center', color: SURFACE[theme.mode].muted, padding: '24px 0 8px' }} data-testid="copyright">
              {tenant.copyright}
            </footer>
          ) : null}
        </Layout.Content>
      </Layout>
      <ProjectPicker />
      <ParentBusinessDialog />
    </Layout>
  );
});

export default ShellLayout;
