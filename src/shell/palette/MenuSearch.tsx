import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context';
import { CommandPalette } from './CommandPalette';
import { shortcutLabel, usePaletteShortcut } from './shortcut';

/** The header's menu search: a button and Ctrl+K / ⌘K open the palette; closing it puts focus back. */
export function MenuSearch({ color, compact = false }: { color?: string; compact?: boolean }) {
  const { runtime } = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    // The shortcut again while open keeps the first opener.
    if (!returnFocus.current) {
      const focused = runtime.mountElement.ownerDocument.activeElement;
      returnFocus.current = focused instanceof HTMLElement ? focused : null;
    }
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
        {/* A phone has no room for the words and no keyboard for the shortcut: the icon and its name. */}
        {compact ? null : (
          <>
            <span>{intl.formatMessage({ id: 'shell.search.open' })}</span>
            <kbd style={{ marginInlineStart: 4, padding: '0 4px', border: '1px solid currentColor', borderRadius: 4, fontSize: 11, opacity: 0.7, fontFamily: 'inherit' }}>
              {shortcutLabel()}
            </kbd>
          </>
        )}
      </Button>
      <CommandPalette open={open} onClose={() => setOpen(false)} afterClose={restoreFocus} />
    </>
  );
}
