import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/** A real button (antd's Sider trigger is a div, out of the tab order); the state is the user's habit. */
export const CollapseToggle = observer(function CollapseToggle({ color }: { color?: string }) {
  const { habit } = useStores();
  const intl = useIntl();
  const collapsed = habit.habit.isCollapse;
  return (
    <Button
      type="text"
      block
      style={{ color, borderRadius: 0, height: 40 }}
      aria-expanded={!collapsed}
      aria-label={intl.formatMessage({ id: collapsed ? 'shell.expandMenu' : 'shell.collapseMenu' })}
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => habit.setCollapsed(!collapsed)}
    />
  );
});
