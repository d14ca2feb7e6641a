import type { IntlShape } from 'react-intl';

/** The stations bill in yuan: amounts in CNY, two decimals, in the reader's number format. */
export const cny = (intl: IntlShape, value: number) => intl.formatNumber(value, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const kwh = (intl: IntlShape, value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
