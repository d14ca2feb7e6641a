import { Skeleton, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { EnergyFrame } from '../shared/EnergyFrame';
import { ChooseProject } from './ChooseProject';
import { HomePortfolio } from './HomePortfolio';
import { HomeStore } from './HomeStore';
import { PortfolioFrame } from './PortfolioFrame';

/**
 * `home`, the console's first page. It is exempt from the no-project view (spec §2), so it
 * serves three cases: a selected store (its month at a glance), a parent business without a
 * store (the parent across its stores), and neither (a prompt to choose).
 */
const HomeScreen = observer(function HomeScreen() {
  const { project } = useStores();
  return (
    <>
      <Welcome />
      {project.status === 'loading' ? (
        <Skeleton active />
      ) : project.currentStore ? (
        <EnergyFrame granularities={['month', 'year']}>
          <HomeStore />
        </EnergyFrame>
      ) : project.currentParent ? (
        <PortfolioFrame granularities={['month', 'year']} empty={<ChooseProject />}>
          <HomePortfolio />
        </PortfolioFrame>
      ) : (
        <ChooseProject />
      )}
    </>
  );
});

export default HomeScreen;

/** The welcome line the console has always had, with where the user is. */
const Welcome = observer(function Welcome() {
  const intl = useIntl();
  const { session, tenant, project } = useStores();
  const { token } = theme.useToken();
  const where = project.store?.name ?? project.parent?.name ?? '';
  // Plain elements, not antd Typography: Typography brings TextArea (its editable mode) into the
  // home route's first chunks, about 17 KB gzip for two lines of text.
  return (
    <div style={{ marginBottom: 12 }}>
      <h3 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading }}>
        {intl.formatMessage({ id: 'index.welcome' }, { name: session.displayName })}
      </h3>
      <span style={{ color: token.colorTextSecondary }}>{where ? `${tenant.platformName} · ${where}` : tenant.platformName}</span>
    </div>
  );
});
