import { Card, Descriptions, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../stores/context';

/**
 * /index without a child: who is signed in and for which tenant. The project info and the
 * no-project view replace this with the shell issue's project picker.
 */
const IndexOverview = observer(function IndexOverview() {
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

export default IndexOverview;
