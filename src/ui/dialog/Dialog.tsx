import { getFocusNodeList } from '@rc-component/util';
import { Modal, type ModalProps } from 'antd';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tab from the dialog's last control wraps to its first (and Shift+Tab back). antd's lock only
 * pulls focus back once it lands on the page; the dialog is the last thing in the document, so
 * Tab from its last button left the page for the browser's own controls.
 */
function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = getFocusNodeList(event.currentTarget);
  const [first, last] = [focusable[0], focusable[focusable.length - 1]];
  const target = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * Gives focus back to the control that opened the dialog when a screen unmounts the dialog
 * instead of closing it (antd returns focus only after its own close animation), so keyboard
 * users are not dropped at the top of the page.
 */
function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // Before antd moves focus into the dialog (it does so in a later effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    const saved = opener;
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && saved.current?.isConnected) saved.current.focus({ preventScroll: true });
    };
  }, []);
}

/** antd's Modal with focus that stays inside while it is open and returns to its opener. */
export function Dialog({ modalRender, ...props }: ModalProps) {
  useReturnFocus(props.open === true);
  const render = (node: ReactNode) => (
    <div onKeyDown={wrapTab} style={{ display: 'contents' }}>
      {modalRender ? modalRender(node) : node}
    </div>
  );
  return <Modal {...props} modalRender={render} />;
}
