/** The parts of a mouse or keyboard event that decide who handles an activation. */
export interface ActivationEvent {
  type: string;
  target: EventTarget | null;
  button?: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
}

/**
 * A click the app handles itself: the main button with no modifier. Anything else (middle
 * click, Ctrl/⌘/Shift/Alt) is left to the browser, which opens a tab or a window.
 */
export function isPlainLeftClick(event: ActivationEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

function insideLink(target: EventTarget | null): boolean {
  // Duck-typed: embedded, the event may come from another realm's Element.
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest('a[href]') !== null;
}

/**
 * Whether an antd Menu's onClick should navigate. The item's own link handles every event that
 * reached it (react-router's Link navigates on a plain click; the browser opens a tab on the
 * others, and fires a click on the link for Enter), so navigating here too would go twice or
 * defeat Ctrl-click. What is left: Enter on the item itself, and a plain click beside the link.
 */
export function menuClickNavigates(event: ActivationEvent): boolean {
  if (insideLink(event.target)) return false;
  if (event.type === 'keydown') return !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  return isPlainLeftClick(event);
}
