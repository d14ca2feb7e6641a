import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import type { FormFieldConfig } from '../../../api/pageConfig';
import { fieldRules } from '../../../ui/form/fieldRules';

/** antd rules for a configured field, with the same limits the server applies (spec §5). */
export function toFormRules(intl: IntlShape, field: FormFieldConfig, label: string): Rule[] {
  return fieldRules(intl, field.rules ?? {}, { label, numeric: field.type === 'number' || field.type === 'money' });
}
