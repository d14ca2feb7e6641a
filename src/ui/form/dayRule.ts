import type { IntlShape } from 'react-intl';
import { fieldFormat } from '../../lib/dateText';
import { isDay } from '../../lib/days';

/** The rule of a DayInput: empty (a `required` rule's matter) or a real day, else 'validation.dayAs' naming the format typed in the language. */
export function dayRule(intl: IntlShape) {
  return {
    validator: (_: unknown, day: unknown) =>
      !day || isDay(day) ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage({ id: 'validation.dayAs' }, { format: fieldFormat(intl) }))),
  };
}
