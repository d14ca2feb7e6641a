import { TableOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useIntl } from 'react-intl';

/** The "Table view" button of a chart: shows its numbers as a table (the chart's text alternative), pressed while it does. */
export function TableViewToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <Button
      size="small"
      type="text"
      icon={<TableOutlined aria-hidden />}
      aria-pressed={pressed}
      // Pressed shows as the selected-item tint (a new variant would remount the button and drop focus).
      style={pressed ? { background: token.controlItemBgActive } : undefined}
      onClick={onToggle}
    >
      {intl.formatMessage({ id: 'ui.chart.tableView' })}
    </Button>
  );
}
