import { Menu, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathOfItem } from '../stores/MenuStore';
import type { MenuItem } from '../stores/menu/normalizeMenu';
import { useStores } from '../stores/context';
import { menuLabel } from './menuLabel';

type Items = NonNullable<MenuProps['items']>;

/** The side menu: modules and their leaves, nested, with disabled and hidden items honoured. */
export const SideMenu = observer(function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { menu } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();

  const { items, pathByKey } = useMemo(() => {
    const paths = new Map<string, string>();
    const toItems = (list: MenuItem[]): Items =>
      list
        .filter((item) => !item.hidden)
        .map((item) => {
          const label = menuLabel(intl, item);
          if (item.children.length > 0) return { key: item.name, label, disabled: item.disabled, children: toItems(item.children) };
          const path = pathOfItem(item);
          if (path) paths.set(item.name, path);
          return { key: item.name, label, disabled: item.disabled || !path };
        });
    return { items: toItems(menu.items), pathByKey: paths };
  }, [menu.items, intl]);

  const here = location.pathname + location.search;
  const selected = [...pathByKey].filter(([, path]) => path === here || path === location.pathname).map(([key]) => key);

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected}
      style={{ borderInlineEnd: 'none', background: menu.style.sideBackground, color: menu.style.sideFont }}
      onClick={({ key }) => {
        const path = pathByKey.get(key);
        if (path) navigate(path);
      }}
    />
  );
});
