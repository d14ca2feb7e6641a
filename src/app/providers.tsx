import { StyleProvider, type createCache } from '@ant-design/cssinjs';
import { IconProvider } from '@ant-design/icons';
import { ConfigProvider, Spin } from 'antd';
// antd's own built-in default (ConfigProvider imports the same module), so it costs no bytes.
import antdDefaultLocale from 'antd/es/locale/en_US';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAntdLocale } from './antdLocale';
import { RawIntlProvider } from 'react-intl';
import { StoresContext } from '../stores/context';
import type { RootStore } from '../stores/RootStore';
import type { NotifierBridge } from './notifier';
import { useNarrow } from '../ui/hooks/useNarrow';
import { themeConfig } from './theme';

/** Class prefix of the console's antd, so it never clashes with a host's own antd. */
export const ANT_PREFIX = 'cem';

/** DOM places this mount owns: its styles and its popups stay inside its container. */
export interface MountHosts {
  styles: HTMLElement;
  popups: HTMLElement;
  cache: ReturnType<typeof createCache>;
}

interface ProvidersProps {
  root: RootStore;
  hosts: MountHosts;
  notifier: NotifierBridge;
  children: ReactNode;
}

// antd's message API (and its notification styles) is not needed to draw the first screen: it
// loads beside it, and toasts sent meanwhile wait in the bridge (notifier.ts).
const NotifierAttach = lazy(() => import('./NotifierAttach'));

/** Waits for the language file; the one screen that cannot be translated yet shows both main languages. */
const LocaleGate = observer(function LocaleGate({ root, children }: { root: RootStore; children: ReactNode }) {
  const { locale } = root;
  if (locale.status === 'loading') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  }
  if (locale.status === 'error') {
    return (
      <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
        <p>The language files could not be loaded. / 语言文件加载失败。</p>
        <button type="button" onClick={() => void locale.init()}>Retry / 重试</button>
      </div>
    );
  }
  return <RawIntlProvider value={locale.intl}>{children}</RawIntlProvider>;
});

const Themed = observer(function Themed({ root, hosts, notifier, children }: ProvidersProps) {
  const antdLocale = useAntdLocale(root.locale.lang);
  const narrow = useNarrow();
  return (
    <ConfigProvider
      prefixCls={ANT_PREFIX}
      iconPrefixCls={`${ANT_PREFIX}-icon`}
      // Never undefined: antd wraps its children in a LocaleProvider only when a locale is given,
      // so going from none to one would remount the whole app (and wipe a toast already shown).
      locale={antdLocale ?? antdDefaultLocale}
      getPopupContainer={() => hosts.popups}
      theme={themeConfig(root.theme, narrow)}
    >
      {/* Icon base styles come from antd's cssinjs (inside this mount); the icons package's own
          injection would write to document.head under a key a host's antd shares. */}
      <IconProvider value={{ prefixCls: `${ANT_PREFIX}-icon`, zeroRuntime: true }}>
        <Suspense fallback={null}>
          <NotifierAttach notifier={notifier} container={hosts.popups} ready={root.locale.status !== 'loading'} />
        </Suspense>
        <LocaleGate root={root}>{children}</LocaleGate>
      </IconProvider>
    </ConfigProvider>
  );
});

/** Everything a screen relies on: stores, styles scoped to this mount, antd, react-intl. */
export function Providers(props: ProvidersProps) {
  return (
    <StoresContext.Provider value={props.root}>
      <StyleProvider container={props.hosts.styles} cache={props.hosts.cache}>
        <Themed {...props} />
      </StyleProvider>
    </StoresContext.Provider>
  );
}
