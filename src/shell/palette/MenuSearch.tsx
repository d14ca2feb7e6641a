import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context';
import type { CommandPaletteProps } from './CommandPalette';
import { shortcutLabel, usePaletteShortcut } from './shortcut';

// The palette (a modal and its list) is not part of the shell's first load: it is fetched once the
// shell has settled and kept ready, so Ctrl+K opens it at once and what is typed next lands in it.
const loadPalette = () => import('./CommandPalette').then((module) => module.CommandPalette);
const PRELOAD_AFTER_MS = 1500;

/** The header's menu search: a button and Ctrl+K / ⌘K open the palette; closing it puts focus back. */
export function MenuSearch({ color }: { color?: string }) {
  const { runtime, timers } = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [Palette, setPalette] = useState<ComponentType<CommandPaletteProps> | null>(null);
  const load = useCallback(() => {
    loadPalette().then((component) => setPalette(() => component), () => undefined);
  }, []);
  useEffect(() => timers.setTimeout(load, PRELOAD_AFTER_MS), [timers, load]);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    // The shortcut again while open keeps the first opener.
    if (!returnFocus.current) {
      const focused = runtime.mountElement.ownerDocument.activeElement;
      returnFocus.current = focused instanceof HTMLElement ? focused : null;
    }
    load(); // opened before the preload: fetch now (a no-op once loaded)
    setOpen(true);
  }, [runtime, load]);
  usePaletteShortcut(runtime, show);

  const restoreFocus = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  };

  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        style={{ color, flex: 'none' }}
        onClick={show}
        aria-label={intl.formatMessage({ id: 'shell.search.title' })}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <span>{intl.formatMessage({ id: 'shell.search.open' })}</span>
        <kbd style={{ marginInlineStart: 4, padding: '0 4px', border: '1px solid currentColor', borderRadius: 4, fontSize: 11, opacity: 0.7, fontFamily: 'inherit' }}>
          {shortcutLabel()}
        </kbd>
      </Button>
      {Palette ? <Palette open={open} onClose={() => setOpen(false)} afterClose={restoreFocus} /> : null}
    </>
  );
}
