import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useIntl } from 'react-intl';
import { defaultLayout, moveColumn, setHidden } from './columnLayout';
import type { ColumnLayout } from './types';

interface ColumnSettingsProps {
  columns: ReadonlyArray<{ key: string; title: string; defaultHidden?: boolean }>;
  layout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
}

/** Show, hide and reorder columns; buttons rather than drag and drop so it works by keyboard. */
export function ColumnSettings({ columns, layout, onChange }: ColumnSettingsProps) {
  const intl = useIntl();
  const titles = new Map(columns.map((c) => [c.key, c.title]));
  const visibleCount = layout.order.length - layout.hidden.length;
  const content = (
    <div>
      <ul aria-label={intl.formatMessage({ id: 'ui.table.columns' })} style={{ listStyle: 'none', margin: 0, padding: 0, minWidth: 220 }}>
        {layout.order.map((key, index) => {
          const title = titles.get(key) ?? key;
          const shown = !layout.hidden.includes(key);
          return (
            <li key={key} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}>
              <Checkbox
                checked={shown}
                // The last visible column stays: a table without columns helps nobody.
                disabled={shown && visibleCount <= 1}
                onChange={(e) => onChange(setHidden(layout, key, !e.target.checked))}
                style={{ flex: 1 }}
              >
                {title}
              </Checkbox>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={intl.formatMessage({ id: 'ui.table.moveUp' }, { column: title })}
                onClick={() => onChange(moveColumn(layout, key, -1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={index === layout.order.length - 1}
                aria-label={intl.formatMessage({ id: 'ui.table.moveDown' }, { column: title })}
                onClick={() => onChange(moveColumn(layout, key, 1))}
              />
            </li>
          );
        })}
      </ul>
      <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onChange(defaultLayout(columns))}>
        {intl.formatMessage({ id: 'ui.table.resetColumns' })}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined />}>{intl.formatMessage({ id: 'ui.table.columns' })}</Button>
    </Popover>
  );
}
