import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import { setupUser, type User } from './user';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { LangKey } from '../../src/api/types';
import { LOCALE_TAG } from '../../src/i18n/languages';

const messagesCache = new Map<LangKey, Record<string, string>>();

/** The messages of public/lang/<lang>.json, as the app loads them. */
export function langMessages(lang: LangKey = 'en'): Record<string, string> {
  let messages = messagesCache.get(lang);
  if (!messages) {
    messages = JSON.parse(readFileSync(path.resolve(process.cwd(), 'public/lang', `${lang}.json`), 'utf8')) as Record<string, string>;
    messagesCache.set(lang, messages);
  }
  return messages;
}

/** The providers a kit component needs: antd with the console's class prefix, react-intl. */
export function UiProviders({ lang = 'en', children }: { lang?: LangKey; children: ReactNode }) {
  return (
    // No motion: jsdom never ends CSS transitions, so closing popups would stay in the DOM.
    <ConfigProvider prefixCls="cem" iconPrefixCls="cem-icon" theme={{ token: { motion: false } }}>
      <IntlProvider locale={LOCALE_TAG[lang]} messages={langMessages(lang)} onError={(error) => { throw error; }}>
        {children}
      </IntlProvider>
    </ConfigProvider>
  );
}

/**
 * Renders a ui kit component the way the console does (prefix `cem`, messages of `lang`).
 * A missing message id throws, so a key absent from public/lang fails the test.
 */
export function renderUi(ui: ReactElement, { lang = 'en' }: { lang?: LangKey } = {}): RenderResult & { user: User } {
  const user = setupUser();
  const result = render(ui, { wrapper: ({ children }) => <UiProviders lang={lang}>{children}</UiProviders> });
  return { ...result, user };
}
