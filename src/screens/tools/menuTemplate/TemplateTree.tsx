import { WarningOutlined } from '@ant-design/icons';
import { Space, Tag, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { walkItems } from '../../../api/tools/menuTemplateRules';
import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { itemLabel } from './itemLabel';
import { MenuIconView } from '../../../ui/menu/MenuIcon';
import type { ItemReason } from './ItemPanel';
import { canMoveInto, dropPlace, type ItemPath } from './treeOps';

export interface TemplateTreeProps {
  items: readonly MenuTemplateItem[];
  /** The selected item's name ('' for none); items are keyed by their names (unique in a template). */
  selected: string;
  onSelect: (name: string) => void;
  expanded: string[];
  onExpand: (keys: string[]) => void;
  /** Why an item cannot be saved, by item name. */
  reasons: ReadonlyMap<string, readonly ItemReason[]>;
  /** Drag and drop (when editable): move `from` to `index` of `parent`. */
  onMove?: (from: ItemPath, parent: ItemPath, index: number) => void;
  label: string;
}

/**
 * The template as a tree: icon, title, hidden/disabled tags and the reasons an item cannot be
 * saved, on the item itself. antd's tree gives arrow keys and Enter; drag and drop reorders
 * (the item panel's buttons do the same from the keyboard).
 */
export function TemplateTree({ items, selected, onSelect, expanded, onExpand, reasons, onMove, label }: TemplateTreeProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const treeData = useMemo(() => {
    const nodes = (list: readonly MenuTemplateItem[]): TreeDataNode[] =>
      list.map((item) => {
        const why = [...new Set((reasons.get(item.name) ?? []).map((r) => r.text))];
        const title = (
          <Space size={6} wrap data-item={item.name}>
            <MenuIconView name={item.icon} />
            <span>{itemLabel(intl, item)}</span>
            {item.hidden ? <Tag>{t('tools.menu.hidden')}</Tag> : null}
            {item.disabled ? <Tag>{t('tools.menu.disabled')}</Tag> : null}
            {why.map((text) => (
              <StatusTag key={text} tone="error" icon={<WarningOutlined aria-hidden />}>{text}</StatusTag>
            ))}
          </Space>
        );
        return { key: item.name, title, children: item.children ? nodes(item.children) : undefined, isLeaf: !item.children };
      });
    return nodes(items);
    // t is a fresh closure over intl each render; intl is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, reasons, intl]);

  const paths = useMemo(() => new Map(walkItems(items).map(({ item, path }) => [item.name, path])), [items]);
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const from = paths.get(String(dragNode.key));
    const target = paths.get(String(dropNode.key));
    if (!from || !target) return false;
    return canMoveInto(items, from, dropPosition === 0 ? target : target.slice(0, -1));
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const from = paths.get(String(info.dragNode.key));
    const target = paths.get(String(info.node.key));
    if (!onMove || !from || !target) return;
    // antd's dropPosition counts from the node's index: below it is before, above it after.
    const drop = dropPlace(target, info.dropToGap ? (info.dropPosition < Number(info.node.pos.split('-').at(-1)) ? 'before' : 'after') : 'inside');
    onMove(from, drop.parent, drop.index);
  };

  return (
    <Tree
      aria-label={label}
      blockNode
      showLine
      treeData={treeData}
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys) => onSelect(keys.length > 0 ? String(keys[0]) : '')}
      expandedKeys={expanded}
      onExpand={(keys) => onExpand(keys.map(String))}
      draggable={onMove ? { icon: false } : false}
      allowDrop={allowDrop}
      onDrop={onDrop}
    />
  );
}
