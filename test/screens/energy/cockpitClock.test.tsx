import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { LangKey } from '../../../src/api/types';
import { LOCALE_TAG } from '../../../src/i18n/languages';
import type { RootStore } from '../../../src/stores/RootStore';
import { StoresContext } from '../../../src/stores/context';
import { Clock } from '../../../src/screens/energy/carbon/cockpit/Clock';
import { langMessages } from '../../support/renderUi';

// 2028-02-29 09:30:05 in Shanghai (01:30:05 UTC): the server's now, read in the store's zone.
const AT = Date.UTC(2028, 1, 29, 1, 30, 5);

function clockIn(lang: LangKey): string {
  render(
    <StoresContext.Provider value={{ now: () => AT } as unknown as RootStore}>
      <IntlProvider locale={LOCALE_TAG[lang]} messages={langMessages(lang)} timeZone="Asia/Shanghai">
        <Clock />
      </IntlProvider>
    </StoresContext.Provider>,
  );
  return screen.getByRole('time').textContent ?? '';
}

describe('the carbon cockpit clock writes the day as its language does (issue 38 §3)', () => {
  it('English: year first, 24-hour, in the store zone', () => {
    expect(clockIn('en')).toBe('Tue 2028-02-29 09:30:05');
  });

  it('Thai: day first, Gregorian year', () => {
    const text = clockIn('th');
    expect(text.endsWith(' 29/02/2028 09:30:05')).toBe(true);
    expect(text).not.toContain('2571');
  });
});
