import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The Fullscreen API for one element: whether it is the fullscreen element now (Esc, or the
 * browser's own way out, is noticed through fullscreenchange) and a toggle for a button.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): { active: boolean; supported: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  return { active, supported: typeof document !== 'undefined' && document.fullscreenEnabled === true, toggle };
}
