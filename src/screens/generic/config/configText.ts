import type { IntlShape } from 'react-intl';
import type { I18nText, OptionConfig } from '../../../api/pageConfig';

/**
 * Configuration text: the language file's translation when it has the key, otherwise the
 * configuration's own Chinese (for zh and zh_hk) or English text.
 */
export function configText(intl: IntlShape, text: I18nText | undefined): string {
  if (!text) return '';
  if (text.key && Object.prototype.hasOwnProperty.call(intl.messages, text.key)) return intl.formatMessage({ id: text.key });
  return intl.locale.toLowerCase().startsWith('zh') ? text.zh || text.en : text.en || text.zh;
}

export function optionLabels(intl: IntlShape, options: readonly OptionConfig[] | undefined) {
  return (options ?? []).map((o) => ({ value: o.value, label: configText(intl, o.label), tone: o.tone }));
}
