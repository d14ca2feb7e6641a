import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A menu item's label as a real link (the router's basename applies, standalone or embedded),
 * so middle-click, Ctrl/⌘-click, "open in new tab" and "copy link" work; a plain click stays in
 * the app. tabIndex -1: antd's Menu moves focus by arrow keys (onto this link), so the menu
 * stays one Tab stop instead of one per item.
 */
export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} tabIndex={-1}>
      {children}
    </Link>
  );
}
