import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { pathOfItem } from '../stores/MenuStore';
import { firstEnabledLeaf } from '../stores/menu/normalizeMenu';
import { useStores } from '../stores/context';
import { menuLabel } from './menuLabel';
import { useCurrentRoute } from './useCurrentRoute';

/** Top-level modules as tabs (shown when there is more than one), with scroll arrows on overflow. */
export const ModuleTabs = observer(function ModuleTabs({ color, selectedColor }: { color: string; selectedColor: string }) {
  const { menu, habit } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const { path } = useCurrentRoute();
  const strip = useRef<HTMLDivElement>(null);
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
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * 240, behavior: 'smooth' });
  const arrow = (direction: 1 | -1, visible: boolean) =>
    visible ? (
      <Button
        type="text"
        size="small"
        style={{ color }}
        icon={direction < 0 ? <LeftOutlined /> : <RightOutlined />}
        aria-label={intl.formatMessage({ id: direction < 0 ? 'shell.scrollLeft' : 'shell.scrollRight' })}
        onClick={() => scroll(direction)}
      />
    ) : null;

  return (
    <div style={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: 1 }}>
      {arrow(-1, overflow.left)}
      <div
        ref={strip}
        role="tablist"
        aria-label={intl.formatMessage({ id: 'shell.modules' })}
        style={{ display: 'flex', gap: 4, overflowX: 'auto', scrollbarWidth: 'none', minWidth: 0 }}
      >
        {modules.map((module) => {
          const selected = module === current;
          return (
            <button
              key={module.name}
              type="button"
              role="tab"
              aria-selected={selected}
              disabled={module.disabled}
              onClick={() => {
                habit.update({ menuTag: module.tag ?? module.name });
                const leaf = firstEnabledLeaf(module);
                const target = leaf ? pathOfItem(leaf) : null;
                if (target) navigate(target);
              }}
              style={{
                flex: 'none',
                background: 'transparent',
                border: 'none',
                borderBottom: `2px solid ${selected ? selectedColor : 'transparent'}`,
                color: selected ? selectedColor : color,
                padding: '18px 12px 16px',
                cursor: module.disabled ? 'not-allowed' : 'pointer',
                font: 'inherit',
                whiteSpace: 'nowrap',
              }}
            >
              {menuLabel(intl, module)}
            </button>
          );
        })}
      </div>
      {arrow(1, overflow.right)}
    </div>
  );
});
