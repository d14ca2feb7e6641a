import { StyleProvider, type createCache } from '@ant-design/cssinjs';
import { IconProvider } from '@ant-design/icons';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import thTH from 'antd/locale/th_TH';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import type { Locale } from 'antd/es/locale';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { LangKey } from '../api/types';
import { StoresContext } from '../stores/context';
import type { RootStore } from '../stores/RootStore';
import type { NotifierBridge } from './notifier';

const ANTD_LOCALES: Record<LangKey, Locale> = { zh: zhCN, en: enUS, zh_hk: zhHK, th: thTH };

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

/** Attaches antd's message API (which lives in React context) to the store-side notifier. */
function NotifierAttach({ notifier }: { notifier: NotifierBridge }) {
  const { message } = AntApp.useApp();
  useEffect(() => {
    notifier.attach(message);
    return () => notifier.detach();
  }, [message, notifier]);
  return null;
}

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
  const style = root.menu.style;
  return (
    <ConfigProvider
      prefixCls={ANT_PREFIX}
      iconPrefixCls={`${ANT_PREFIX}-icon`}
      locale={ANTD_LOCALES[root.locale.lang]}
      getPopupContainer={() => hosts.popups}
      theme={{ token: { colorPrimary: style.headerSelected } }}
    >
      <AntApp
        component={false}
        message={{ getContainer: () => hosts.popups, maxCount: 3 }}
        notification={{ getContainer: () => hosts.popups }}
      >
        {/* Icon base styles come from antd's cssinjs (inside this mount); the icons package's own
            injection would write to document.head under a key a host's antd shares. */}
        <IconProvider value={{ prefixCls: `${ANT_PREFIX}-icon`, zeroRuntime: true }}>
          <NotifierAttach notifier={notifier} />
          <LocaleGate root={root}>{children}</LocaleGate>
        </IconProvider>
      </AntApp>
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
