import type { RootStore } from '../RootStore';
import { FileLinks } from './FileLinks';

const perRoot = new WeakMap<RootStore, FileLinks>();

/** The signed-in session's file links, made on first use and dropped when the session ends. */
export function fileLinksOf(root: RootStore): FileLinks {
  const known = perRoot.get(root);
  if (known) return known;
  const links = new FileLinks(root.api, root.now);
  perRoot.set(root, links);
  root.sessionTimers.own(() => {
    links.dispose();
    if (perRoot.get(root) === links) perRoot.delete(root);
  }, 'the file links');
  return links;
}
