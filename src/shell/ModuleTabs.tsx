import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pathOfItem } from '../stores/MenuStore';
import { firstEnabledLeaf } from '../stores/menu/normalizeMenu';
import { useStores } from '../stores/context';
import { MenuIconView } from '../ui/menu/MenuIcon';
import { menuLabel } from './menuLabel';
import { isPlainLeftClick } from './nav/clicks';
import { useCurrentRoute } from './useCurrentRoute';

interface ModuleTabsProps {
  color: string;
  selectedColor: string;
  /** 'strip': the header's row of tabs; 'list': one module a line, as the phone's menu drawer shows them. */
  layout?: 'strip' | 'list';
}

/**
 * Top-level modules (shown when there is more than one), with scroll arrows on overflow. Each is a
 * link to the module's first enabled leaf, so it opens in a new tab like any link. A navigation
 * landmark of links rather than a tablist: a link inside a tab breaks the tab pattern, and these
 * change the page rather than show a panel. The current module carries aria-current.
 */
export const ModuleTabs = observer(function ModuleTabs({ color, selectedColor, layout = 'strip' }: ModuleTabsProps) {
  const { menu, habit } = useStores();
  const intl = useIntl();
  const { path } = useCurrentRoute();
  const strip = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const modules = menu.modules;
  const current = menu.currentModule(path, habit.habit.menuTag);

  useEffect(() => {
    const el = strip.current;
    if (!el) return undefined;
    const measure = () => setOverflow({ left: el.scrollLeft > 0, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [modules.length]);

  if (modules.length <= 1) return null;
  const list = layout === 'list';
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * 240, behavior: 'smooth' });
  const arrow = (direction: 1 | -1, visible: boolean) =>
    visible ? (
      <Button
        type="text"
        size="small"
        style={{ color, minWidth: 24 }}
        icon={direction < 0 ? <LeftOutlined /> : <RightOutlined />}
        aria-label={intl.formatMessage({ id: direction < 0 ? 'shell.scrollLeft' : 'shell.scrollRight' })}
        onClick={() => scroll(direction)}
      />
    ) : null;

  return (
    <div style={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: 1 }}>
      {arrow(-1, !list && overflow.left)}
      <nav
        ref={strip}
        aria-label={intl.formatMessage({ id: 'shell.modules' })}
        style={{ display: 'flex', flexDirection: list ? 'column' : 'row', gap: 4, overflowX: 'auto', scrollbarWidth: 'none', minWidth: 0, flex: list ? 1 : undefined }}
      >
        {modules.map((module) => {
          const selected = module === current;
          const leaf = firstEnabledLeaf(module);
          const target = leaf ? pathOfItem(leaf) : null;
          const mark = `${list ? 3 : 2}px solid ${selected ? selectedColor : 'transparent'}`;
          const style: CSSProperties = {
            flex: 'none',
            ...(list ? { borderInlineStart: mark, padding: '12px 16px' } : { borderBottom: mark, padding: '18px 12px 16px' }),
            color: selected ? selectedColor : color,
            whiteSpace: 'nowrap',
            textDecoration: 'none',
          };
          const label = (
            <>
              {module.icon ? <span style={{ marginInlineEnd: 6 }}><MenuIconView name={module.icon} /></span> : null}
              {menuLabel(intl, module)}
            </>
          );
          // Nothing to open (disabled, or no enabled leaf): plain text, not a link.
          if (!target) {
            return (
              <span key={module.name} aria-disabled="true" style={{ ...style, opacity: 0.45, cursor: 'not-allowed' }}>
                {label}
              </span>
            );
          }
          return (
            <Link
              key={module.name}
              to={target}
              // 'page' only when the link leads exactly here; elsewhere in the module it is the current section.
              aria-current={selected ? (target === path ? 'page' : 'true') : undefined}
              onClick={(event) => {
                // Remembered for the next sign-in; a link opened in another tab leaves this one as it is.
                if (isPlainLeftClick(event)) habit.update({ menuTag: module.tag ?? module.name });
              }}
              style={style}
            >
              {label}
            </Link>
          );
        })}
      </nav>
      {arrow(1, !list && overflow.right)}
    </div>
  );
});
