import type { HTMLAttributes } from 'react';

/** The input props that bring up a phone's right keyboard (issue 39): digits for numbers, the dial pad for a phone, @ for an email. */
export type KeyboardProps = Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & { type?: 'tel' | 'email'; autoComplete?: string };

/**
 * The keyboard of a configured field: a number by its rules (whole or not), a text field by its
 * name (the page configurations name contact fields phone, mobile, tel, email).
 */
export function keyboardOf(name: string, kind: 'text' | 'number', integer = false): KeyboardProps {
  if (kind === 'number') return { inputMode: integer ? 'numeric' : 'decimal' };
  if (/(^|_)(phone|mobile|tel|telephone)$/i.test(name) || /phone$/i.test(name)) return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
  if (/(^|_)e?mail$/i.test(name)) return { type: 'email', inputMode: 'email', autoComplete: 'email' };
  return {};
}
