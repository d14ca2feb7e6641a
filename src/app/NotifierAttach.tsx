import { message } from 'antd';
import { useEffect } from 'react';
import type { NotifierBridge } from './notifier';

/**
 * Attaches antd's message API (rendered inside this mount) to the store-side notifier once the
 * language file has loaded, so a message that came earlier is shown translated, not as its id.
 * Loaded after the first screen (providers.tsx): the bridge keeps what is sent until it attaches.
 */
export default function NotifierAttach({ notifier, container, ready }: { notifier: NotifierBridge; container: HTMLElement; ready: boolean }) {
  const [api, holder] = message.useMessage({ getContainer: () => container, maxCount: 3 });
  useEffect(() => {
    if (!ready) return undefined;
    notifier.attach(api);
    return () => notifier.detach();
  }, [api, notifier, ready]);
  return holder;
}
