import type { PatternRule } from '../../../../src/api/pageConfig.ts';

/** Pattern rules of the forms, with their own message keys. */

export const MOBILE: PatternRule = { regex: '^1[3-9]\\d{9}$', messageKey: 'validation.mobile', message: 'an 11-digit mobile number' };
export const MASKED_OR_MOBILE: PatternRule = {
  regex: '^1[3-9]\\d(\\d{4}|\\*{4})\\d{4}$',
  messageKey: 'validation.mobile',
  message: 'an 11-digit mobile number',
};
export const CODE: PatternRule = {
  regex: '^[A-Z][A-Z0-9-]{3,31}$',
  messageKey: 'validation.code',
  message: 'capital letters, digits and dashes, starting with a letter',
};
export const OPEN_HOURS: PatternRule = {
  regex: '^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d$',
  messageKey: 'validation.openHours',
  message: 'HH:mm-HH:mm',
};
export const PLATE: PatternRule = {
  regex: '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-Z0-9]{5,6}$',
  messageKey: 'validation.plate',
  message: 'a Chinese licence plate such as 浙AD12345',
};
export const SERIAL: PatternRule = { regex: '^SN[0-9A-F]{10}$', messageKey: 'validation.serial', message: 'SN followed by 10 hex digits' };
export const MONTH: PatternRule = { regex: '^\\d{4}-(0[1-9]|1[0-2])$', messageKey: 'validation.month', message: 'a month as YYYY-MM' };
