import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import type { LangKey } from '../api/types';

/** antd's own texts per language, loaded on demand so the login route carries none it does not show. */
const LOADERS: Record<LangKey, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/locale/zh_CN'),
  en: () => import('antd/locale/en_US'),
  zh_hk: () => import('antd/locale/zh_HK'),
  th: () => import('antd/locale/th_TH'),
};

export function useAntdLocale(lang: LangKey): Locale | undefined {
  const [loaded, setLoaded] = useState<{ lang: LangKey; locale: Locale } | null>(null);
  useEffect(() => {
    let live = true;
    void LOADERS[lang]()
      .then((module) => live && setLoaded({ lang, locale: module.default }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [lang]);
  return loaded?.locale;
}
