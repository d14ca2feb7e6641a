import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { MENU_ICONS, type MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { MENU_ITEM_RULES } from '../../../api/tools/rules';
import { itemLabel } from './itemLabel';
import { MenuIconView } from '../../../ui/menu/MenuIcon';
import { itemAt, pathKey, renamed, targetsFor, type ItemPath } from './treeOps';

/** Why a field of an item cannot be saved. */
export interface ItemReason {
  field: string;
  text: string;
}

export interface ItemPanelProps {
  items: readonly MenuTemplateItem[];
  path: ItemPath;
  reasons: readonly ItemReason[];
  editable: boolean;
  onChange: (item: MenuTemplateItem) => void;
  onMoveBy: (delta: -1 | 1) => void;
  onMoveInto: (parent: ItemPath) => void;
}

/** The selected item's fields: title, icon, page and pid of a leaf, hidden and disabled, and its moves (the keyboard's reorder). */
export function ItemPanel({ items, path, reasons, editable, onChange, onMoveBy, onMoveInto }: ItemPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const item = itemAt(items, path);
  if (!item) return null;
  const label = itemLabel(intl, item);
  const leaf = !item.children;
  const siblings = path.length === 1 ? items.length : (itemAt(items, path.slice(0, -1))?.children?.length ?? 0);
  const index = path[path.length - 1] as number;
  const parentKey = pathKey(path.slice(0, -1));
  const targets = editable ? targetsFor(items, path) : [];
  const status = (field: string) => {
    const texts = reasons.filter((r) => r.field === field).map((r) => r.text);
    return texts.length > 0 ? { validateStatus: 'error' as const, help: texts.join(' · ') } : {};
  };
  const other = reasons.filter((r) => !['title', 'icon', 'page', 'pid'].includes(r.field));

  return (
    <Card size="small" title={t('tools.menu.itemTitle', { name: label })} role="region" aria-label={t('tools.menu.itemTitle', { name: label })}>
      <Form layout="vertical" disabled={!editable}>
        {other.length > 0 ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={other.map((r) => r.text).join(' · ')} /> : null}
        <Form.Item label={t('tools.menu.title')} htmlFor="menu-item-title" {...status('title')}>
          <Input id="menu-item-title" value={item.languagesetting ? label : item.title} maxLength={MENU_ITEM_RULES.title.maxLength} onChange={(e) => onChange(renamed(item, e.target.value))} />
        </Form.Item>
        <Form.Item label={t('tools.menu.icon')} htmlFor="menu-item-icon" {...status('icon')}>
          <Select
            id="menu-item-icon"
            allowClear
            value={item.icon}
            placeholder={t('tools.menu.noIcon')}
            options={MENU_ICONS.map((icon) => ({ value: icon, label: <Space size={6}><MenuIconView name={icon} />{icon}</Space> }))}
            onChange={(icon?: string) => onChange({ ...item, icon: icon || undefined })}
          />
        </Form.Item>
        {leaf ? (
          <>
            <Form.Item label={t('tools.menu.page')} htmlFor="menu-item-page" {...status('page')}>
              <Input id="menu-item-page" value={item.page ?? ''} maxLength={MENU_ITEM_RULES.page.maxLength} onChange={(e) => onChange({ ...item, page: e.target.value.trim() || undefined })} />
            </Form.Item>
            <Form.Item label={t('tools.menu.pid')} htmlFor="menu-item-pid" {...status('pid')}>
              <Input id="menu-item-pid" value={item.pid ?? ''} maxLength={MENU_ITEM_RULES.pid.maxLength} onChange={(e) => onChange({ ...item, pid: e.target.value.trim() || undefined })} />
            </Form.Item>
          </>
        ) : null}
        <Space size={24}>
          <Form.Item label={t('tools.menu.hideItem')} htmlFor="menu-item-hidden">
            <Switch id="menu-item-hidden" checked={item.hidden === true} onChange={(on) => onChange({ ...item, hidden: on || undefined })} />
          </Form.Item>
          <Form.Item label={t('tools.menu.disableItem')} htmlFor="menu-item-disabled">
            <Switch id="menu-item-disabled" checked={item.disabled === true} onChange={(on) => onChange({ ...item, disabled: on || undefined })} />
          </Form.Item>
        </Space>
        {editable ? (
          <Space wrap>
            <Button icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0} onClick={() => onMoveBy(-1)}>{t('tools.menu.moveUp')}</Button>
            <Button icon={<ArrowDownOutlined aria-hidden />} disabled={index >= siblings - 1} onClick={() => onMoveBy(1)}>{t('tools.menu.moveDown')}</Button>
            <Select
              aria-label={t('tools.menu.moveInto')}
              style={{ minWidth: 220 }}
              value={parentKey}
              options={targets.map((target) => {
                const group = itemAt(items, target);
                return { value: pathKey(target), label: group ? itemLabel(intl, group) : t('tools.menu.topLevel') };
              })}
              onChange={(key: string) => onMoveInto(key === '' ? [] : key.split('-').map(Number))}
            />
          </Space>
        ) : null}
      </Form>
    </Card>
  );
}
