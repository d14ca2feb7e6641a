import { keyboardOf } from '../../../src/ui/form/keyboard';

describe('keyboardOf: the phone keyboard a configured field brings up', () => {
  it('digits for numbers, without a decimal point for whole numbers', () => {
    expect(keyboardOf('quantity', 'number', true)).toEqual({ inputMode: 'numeric' });
    expect(keyboardOf('price', 'number')).toEqual({ inputMode: 'decimal' });
  });

  it('the dial pad for phone fields, @ for email fields, the plain keyboard otherwise', () => {
    expect(keyboardOf('phone', 'text')).toEqual({ type: 'tel', inputMode: 'tel', autoComplete: 'tel' });
    expect(keyboardOf('contactphone', 'text')).toEqual({ type: 'tel', inputMode: 'tel', autoComplete: 'tel' });
    expect(keyboardOf('email', 'text')).toEqual({ type: 'email', inputMode: 'email', autoComplete: 'email' });
    expect(keyboardOf('title', 'text')).toEqual({});
    expect(keyboardOf('telemetry', 'text')).toEqual({});
  });
});
