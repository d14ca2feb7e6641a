import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { UserMessage } from '../api/errors';
import type { LangKey, LangListEntry } from '../api/types';
import { hostMatches } from '../lib/config';
import { CURRENCY, LANGS, LOCALE_INTL_TAG, LOCALE_TAG, isLangKey } from '../i18n/languages';
import { readMessages, type Messages } from '../i18n/messages';
import { idOrText } from '../lib/serverMessage';
import { STORAGE_KEYS } from '../lib/storage';
import { isRecord } from '../lib/safeJson';
import type { RootStore } from './RootStore';

/** An IANA zone the browser knows, else undefined (a bad zone from the server must not break every date). */
function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

const DEFAULT_LANG_LIST: LangListEntry[] = [
  { key: 'zh', name: '简体中文' },
  { key: 'en', name: 'English' },
  { key: 'zh_hk', name: '繁體中文（香港）' },
  { key: 'th', name: 'ไทย' },
];

/** The current language, its messages (public/lang) and the language list; switches live. */
export class LocaleStore {
  lang: LangKey;
  messages: Messages = {};
  langList: LangListEntry[] = DEFAULT_LANG_LIST;
  status: 'loading' | 'ready' | 'error' = 'loading';
  private readonly cache = new Map<LangKey, Messages>();
  private readonly intlCache = createIntlCache();

  constructor(private readonly root: RootStore) {
    this.lang = this.initialLang();
    // The messages are replaced whole, never edited: a reference, not thousands of observable
    // message parts (compiled messages are ASTs), which also leave less behind an unmount.
    makeAutoObservable<LocaleStore, 'root' | 'cache' | 'intlCache'>(this, { root: false, cache: false, intlCache: false, messages: observableRef });
  }

  /** Stored choice, else the stored fallback, else `en` for configured hosts, otherwise `zh` (spec §9). */
  private initialLang(): LangKey {
    const { storage, runtime, config } = this.root;
    const stored = storage.getString(STORAGE_KEYS.lang);
    if (isLangKey(stored)) return stored;
    const fallback = storage.getString(STORAGE_KEYS.fallbackLang);
    if (isLangKey(fallback)) return fallback;
    return hostMatches(runtime.hostname, config.englishHosts) ? 'en' : 'zh';
  }

  get localeTag(): string {
    return LOCALE_TAG[this.lang];
  }

  get currency(): string {
    return CURRENCY[this.lang];
  }

  /**
   * The zone every date and time is shown in: the chosen store's (spec §3 `timezone`), else its
   * parent business's, whatever the browser's; the browser's only where no project is chosen.
   */
  get timeZone(): string | undefined {
    const { project } = this.root;
    return validZone(project.store?.timezone) ?? validZone(project.parent?.timezone);
  }

  get intl(): IntlShape {
    return createIntl({ locale: LOCALE_INTL_TAG[this.lang], timeZone: this.timeZone, messages: this.messages, onError: () => {} }, this.intlCache);
  }

  /** Text of a message for contexts outside React (toasts from stores and the request layer). */
  text(message: UserMessage): string {
    return idOrText(this.intl, message);
  }

  /** Loads the language list and the current language's messages. */
  async init(): Promise<void> {
    const list = await this.root.api.lang.list().catch(() => null);
    runInAction(() => {
      if (Array.isArray(list)) {
        const valid = list.filter((e) => isRecord(e) && isLangKey(e.key) && typeof e.name === 'string');
        if (valid.length > 0) this.langList = valid;
      }
    });
    await this.setLang(this.lang, { persist: false });
  }

  /** Switches language without a reload; keeps the previous one if the file cannot be loaded. */
  async setLang(lang: LangKey, opts: { persist?: boolean } = {}): Promise<boolean> {
    if (!LANGS.includes(lang)) return false;
    try {
      const messages = this.cache.get(lang) ?? (await readMessages(await this.root.api.lang.messages(lang)));
      this.cache.set(lang, messages);
      runInAction(() => {
        this.lang = lang;
        this.messages = messages;
        this.status = 'ready';
      });
      if (opts.persist !== false) this.root.storage.setString(STORAGE_KEYS.lang, lang);
      return true;
    } catch {
      runInAction(() => {
        if (this.status === 'loading') this.status = 'error';
      });
      if (this.status === 'ready') this.root.notify.error({ id: 'langLoadFailed' });
      return false;
    }
  }
}
