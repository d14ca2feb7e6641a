import { Menu, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { pathOfItem } from '../stores/MenuStore';
import type { MenuItem } from '../stores/menu/normalizeMenu';
import { useStores } from '../stores/context';
import { menuLabel } from './menuLabel';
import { shownOnPortal } from './menuRules';
import { useCurrentRoute } from './useCurrentRoute';

type Items = NonNullable<MenuProps['items']>;

/**
 * The current module's menu: nested two levels, disabled and hidden items honoured, the active
 * item and its open group following the route. antd's Menu gives arrow-key navigation.
 */
export const SideMenu = observer(function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { menu, habit, config } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const { path } = useCurrentRoute();
  const module = menu.currentModule(path, habit.habit.menuTag);
  const active = menu.leafOf(path);

  const { items, pathByKey } = useMemo(() => {
    const paths = new Map<string, string>();
    const toItems = (list: MenuItem[]): Items =>
      list
        .filter((item) => !item.hidden && shownOnPortal(item, config.portalCode))
        .map((item) => {
          const label = menuLabel(intl, item);
          if (item.children.length > 0) return { key: item.name, label, disabled: item.disabled, children: toItems(item.children) };
          const target = pathOfItem(item);
          if (target) paths.set(item.name, target);
          return { key: item.name, label, disabled: item.disabled || !target };
        });
    return { items: module ? toItems(module.children) : [], pathByKey: paths };
  }, [module, intl, config.portalCode]);

  const activeParents = useMemo(() => active?.parents.map((p) => p.name) ?? [], [active]);
  const [openKeys, setOpenKeys] = useState<string[]>(activeParents);
  // Opening the group of the active item whenever the route moves elsewhere; the user may still fold it.
  useEffect(() => setOpenKeys((keys) => [...new Set([...keys, ...activeParents])]), [activeParents]);

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={active ? [active.item.name] : []}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => setOpenKeys(keys as string[])}
      style={{ borderInlineEnd: 'none', background: 'transparent', color: menu.style.sideFont }}
      onClick={({ key }) => {
        const target = pathByKey.get(key);
        if (target) navigate(target);
      }}
    />
  );
});
