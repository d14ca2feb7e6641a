import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context';
import { shortcutLabel, usePaletteShortcut } from './shortcut';

// The palette (a modal and its list) is not part of the shell's first load: it is fetched once the
// shell has settled, so it is there before anyone presses Ctrl+K.
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));
const PRELOAD_AFTER_MS = 1500;

/** The header's menu search: a button and Ctrl+K / ⌘K open the palette; closing it puts focus back. */
export function MenuSearch({ color }: { color?: string }) {
  const { runtime, timers } = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => timers.setTimeout(() => void loadPalette().catch(() => undefined), PRELOAD_AFTER_MS), [timers]);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    // The shortcut again while open keeps the first opener.
    if (!returnFocus.current) {
      const focused = runtime.mountElement.ownerDocument.activeElement;
      returnFocus.current = focused instanceof HTMLElement ? focused : null;
    }
    setUsed(true);
    setOpen(true);
  }, [runtime]);
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
      {used ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} afterClose={restoreFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
