import { Menu, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { pathOfItem } from '../stores/MenuStore';
import type { MenuItem } from '../stores/menu/normalizeMenu';
import { useStores } from '../stores/context';
import { MenuIconView } from '../ui/menu/MenuIcon';
import { menuLabel } from './menuLabel';
import { shownOnPortal } from './menuRules';
import { menuClickNavigates } from './nav/clicks';
import { MenuLink } from './nav/MenuLink';
import { useCurrentRoute } from './useCurrentRoute';

type Items = NonNullable<MenuProps['items']>;

/**
 * The current module's menu: nested two levels, disabled and hidden items honoured, the active
 * item and its open group following the route. antd's Menu gives arrow-key navigation; each
 * leaf is a link to its route (see MenuLink and menuClickNavigates for who navigates when).
 */
export const SideMenu = observer(function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { menu, habit, config, theme } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const { path } = useCurrentRoute();
  const module = menu.currentModule(path, habit.habit.menuTag);
  const active = menu.leafOf(path);

  const { items, pathByKey } = useMemo(() => {
    const paths = new Map<string, string>();
    // A disabled group's leaves are disabled too, even if antd were to show them.
    const toItems = (list: MenuItem[], groupDisabled = false): Items =>
      list
        .filter((item) => !item.hidden && shownOnPortal(item, config.portalCode))
        .map((item) => {
          const label = menuLabel(intl, item);
          const disabled = groupDisabled || item.disabled;
          // The menu template's icon (a collapsed menu shows only these).
          const icon = item.icon ? <MenuIconView name={item.icon} /> : undefined;
          if (item.children.length > 0) return { key: item.name, label, icon, disabled, children: toItems(item.children, disabled) };
          const target = pathOfItem(item);
          const enabled = Boolean(target) && !disabled;
          if (target) paths.set(item.name, target);
          // Disabled items are not links: nothing to open in a new tab either.
          return { key: item.name, label: enabled && target ? <MenuLink to={target}>{label}</MenuLink> : label, icon, disabled: !enabled };
        });
    return { items: module ? toItems(module.children, module.disabled) : [], pathByKey: paths };
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
      style={{ borderInlineEnd: 'none', background: 'transparent', color: theme.nav.sideFont }}
      onClick={({ key, domEvent }) => {
        const target = pathByKey.get(key);
        if (target && menuClickNavigates(domEvent)) navigate(target);
      }}
    />
  );
});
