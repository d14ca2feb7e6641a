import { ShopOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/**
 * Replaces the content when no store is selected (spec §2), with the way to pick one. Laid out
 * by hand rather than with antd's Result, whose 404/403/500 illustrations would come along into
 * every route's first chunks (about 10 KB gzip) for a view that uses none of them.
 */
export const NoProjectView = observer(function NoProjectView() {
  const { project } = useStores();
  const intl = useIntl();
  const { token } = theme.useToken();
  const noParents = project.status === 'ready' && project.parents.length === 0;
  return (
    <div data-testid="no-project-view" style={{ textAlign: 'center', padding: '48px 32px' }}>
      <ShopOutlined aria-hidden style={{ fontSize: 72, color: token.colorPrimary }} />
      <h2 style={{ margin: '24px 0 8px', fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading }}>
        {intl.formatMessage({ id: noParents ? 'project.noneReachable' : 'project.noneSelected' })}
      </h2>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>
        {intl.formatMessage({ id: noParents ? 'project.noneReachableHint' : 'project.noneSelectedHint' })}
      </p>
      {noParents ? null : (
        <Button type="primary" style={{ marginTop: 24 }} onClick={() => project.openDialog(project.currentParent ? 'store' : 'parentbusiness')}>
          {intl.formatMessage({ id: 'project.choose' })}
        </Button>
      )}
    </div>
  );
});
