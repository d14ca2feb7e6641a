import { autorun } from 'mobx';
import type { RootStore } from '../stores/RootStore';

/**
 * Standalone only: the document title and favicon follow the tenant. Inside a host the
 * document belongs to the host, so the console leaves them alone. Returns the undo.
 */
export function bindDocumentBranding(root: RootStore, doc: Document = document): () => void {
  const initialTitle = doc.title;
  const link = doc.querySelector<HTMLLinkElement>('link#cem-favicon');
  const initialIcon = link?.getAttribute('href') ?? null;
  const stop = autorun(() => {
    if (!root.tenant.loaded) return;
    doc.title = root.tenant.pageTitle;
    const icon = root.tenant.favicon;
    if (link && icon) link.href = icon;
  });
  return () => {
    stop();
    doc.title = initialTitle;
    if (link && initialIcon !== null) link.setAttribute('href', initialIcon);
  };
}
