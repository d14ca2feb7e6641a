import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../stores/context';
import { landsOnPortfolio } from './portfolio/landing';
import { portfolioPid } from './portfolio/portfolioPage';
import { PortfolioView } from './portfolio/PortfolioView';

/**
 * /index without a child. A user with several parent businesses and no store chosen, who may view
 * a page of the portfolio, lands on it (every parent business, its month, the way into each);
 * anyone else, e.g. a user whose only store was chosen at sign-in, keeps the welcome card.
 */
export const IndexOverview = observer(function IndexOverview() {
  const { project, menu } = useStores();
  // Which portfolio page the user may view is the menu's to say: wait for it.
  if (project.status === 'loading' || menu.status === 'loading' || menu.status === 'idle') return <Skeleton active />;
  const pid = portfolioPid(menu);
  return landsOnPortfolio(project, pid) ? <PortfolioView pid={pid} /> : <WelcomeCard />;
});

/** Who is signed in and for which tenant. */
const WelcomeCard = observer(function WelcomeCard() {
  const { session, tenant, menu } = useStores();
  return (
    <Card>
      <Typography.Title level={3}>
        <FormattedMessage id="index.welcome" values={{ name: session.displayName }} />
      </Typography.Title>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={<FormattedMessage id="index.platform" />}>{tenant.platformName}</Descriptions.Item>
        <Descriptions.Item label={<FormattedMessage id="index.modules" />}>{menu.modules.length}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        <FormattedMessage id="index.hint" />
      </Typography.Paragraph>
    </Card>
  );
});

// The router imports this screen lazily (React.lazy wants a default export).
export default IndexOverview;
