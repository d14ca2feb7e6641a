import { ShopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';

/** Neither a store nor a parent business: say what to do, honestly (no numbers to show). */
export const ChooseProject = observer(function ChooseProject() {
  const intl = useIntl();
  const { project } = useStores();
  const reachable = project.parents.length > 0;
  const noStores = project.currentParent !== '';
  return (
    <Result
      icon={<ShopOutlined />}
      title={intl.formatMessage({ id: !reachable ? 'overview.home.noneReachable' : noStores ? 'overview.home.noStores' : 'overview.home.choose' })}
      subTitle={intl.formatMessage({ id: reachable ? 'overview.home.chooseHint' : 'overview.home.noneReachableHint' })}
      extra={
        reachable ? (
          <Button type="primary" onClick={() => project.openDialog('parentbusiness')}>
            {intl.formatMessage({ id: 'overview.home.chooseButton' })}
          </Button>
        ) : null
      }
    />
  );
});
