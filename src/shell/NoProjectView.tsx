import { ShopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/** Replaces the content when no store is selected (spec §2), with the way to pick one. */
export const NoProjectView = observer(function NoProjectView() {
  const { project } = useStores();
  const intl = useIntl();
  const noParents = project.status === 'ready' && project.parents.length === 0;
  return (
    <Result
      icon={<ShopOutlined />}
      title={intl.formatMessage({ id: noParents ? 'project.noneReachable' : 'project.noneSelected' })}
      subTitle={intl.formatMessage({ id: noParents ? 'project.noneReachableHint' : 'project.noneSelectedHint' })}
      extra={
        noParents ? null : (
          <Button type="primary" onClick={() => project.openDialog(project.currentParent ? 'store' : 'parentbusiness')}>
            {intl.formatMessage({ id: 'project.choose' })}
          </Button>
        )
      }
      data-testid="no-project-view"
    />
  );
});
