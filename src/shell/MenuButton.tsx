import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';

/** The phone header's first button: opens the side menu's drawer. */
export function MenuButton({ color, expanded, onOpen }: { color: string; expanded: boolean; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <Button
      type="text"
      style={{ color, flex: 'none' }}
      icon={<MenuOutlined />}
      aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
      aria-expanded={expanded}
      aria-haspopup="dialog"
      onClick={onOpen}
    />
  );
}
