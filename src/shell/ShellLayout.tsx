import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useStores } from '../stores/context';
import { SURFACE } from '../stores/ThemeStore';
import { useNarrow } from '../ui/hooks/useNarrow';
import { ContentHeader } from './ContentHeader';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { noProjectApplies, pickerOffered } from './menuRules';
import { NoProjectView } from './NoProjectView';
import { ParentBusinessDialog } from './ParentBusinessDialog';
import { ProjectPicker } from './ProjectPicker';
import { SideNav } from './SideNav';
import { usePhoneStyles } from './phoneStyles';
import { useCurrentRoute } from './useCurrentRoute';

/** /index: header, collapsible side menu, and the routed content or the no-project view. */
const ShellLayout = observer(function ShellLayout() {
  const { menu, tenant, project, config, pages, theme } = useStores();
  const { route, path } = useCurrentRoute();
  const leaf = menu.leafOf(path)?.item;
  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A choice in the drawer opens its page: the drawer has done its work.
  useEffect(() => setDrawerOpen(false), [path]);
  usePhoneStyles();
  const showNoProject = project.status !== 'loading' && !project.hasProject && noProjectApplies(route, leaf);
  // Spec §6: the permissions of the menu entry on screen are the current page permissions.
  const leafPid = leaf?.pid ?? '';
  useEffect(() => pages.enter(leafPid), [pages, leafPid]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <LoadingBar />
      <Header pickerOffered={pickerOffered(route, leaf, config.variant)} narrow={narrow} menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpen(true)} />
      <Layout>
        <SideNav narrow={narrow} drawerOpen={drawerOpen} onDrawerClose={() => setDrawerOpen(false)} />
        {/* antd's Content is the page's one <main> landmark. min-width 0: a wide table scrolls in its own frame, not the page. */}
        <Layout.Content style={{ padding: narrow ? 12 : 16, minWidth: 0 }}>
          <div>
            <ContentHeader path={path} route={route} />
            {showNoProject ? <NoProjectView /> : <Outlet />}
          </div>
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
