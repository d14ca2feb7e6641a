import { useEffect, useRef } from 'react';
import type { RootStore } from '../../stores/RootStore';

type Runtime = RootStore['runtime'];

/** Ctrl+K, or ⌘K on Apple keyboards; by position too, for layouts whose K key types another letter (Thai, Cyrillic). */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = event.key.toLowerCase();
  return key === 'k' || (!/^[a-z]$/.test(key) && event.code === 'KeyK');
}

/**
 * Whether a key event belongs to the console: its target is inside the console's element, or,
 * standalone (the whole page is the console), the body. Embedded, the host page's own keys
 * (focus outside the container) are left alone.
 */
export function withinConsole(target: EventTarget | null, runtime: Pick<Runtime, 'mode' | 'mountElement'>): boolean {
  const node = target as Node | null;
  if (node && typeof node.nodeType === 'number' && runtime.mountElement.contains(node)) return true;
  const doc = runtime.mountElement.ownerDocument;
  return runtime.mode === 'standalone' && (node === doc.body || node === doc.documentElement || node === doc);
}

/** The label of the shortcut for this platform. */
export function shortcutLabel(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  return /mac|iphone|ipad|ipod/i.test(userAgent) ? '⌘K' : 'Ctrl K';
}

/**
 * Calls `open` on the palette shortcut. The listener is on the document (a shortcut works wherever
 * focus is in the console), added on mount and removed on unmount: the app runs outside qiankun's
 * sandbox, so nothing would remove it for us.
 */
export function usePaletteShortcut(runtime: Pick<Runtime, 'mode' | 'mountElement'>, open: () => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const doc = runtime.mountElement.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || !withinConsole(event.target, runtime)) return;
      event.preventDefault(); // the browser's own Ctrl+K (search bar) would take focus away
      latest.current();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [runtime]);
}
