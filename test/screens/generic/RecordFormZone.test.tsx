// The record form's dates and times are the store's wall clocks, as the list shows them (issue 24):
// a Shanghai store's record opens and saves at Shanghai's clock in a New York browser.
import { screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { datetime } from '../../../mock/api/db/pages/fields';
import { validateRecord, type LinkResolver } from '../../../mock/api/db/pages/validate';
import type { FormFieldConfig } from '../../../src/api/pageConfig';
import { RecordForm } from '../../../src/screens/generic/record-form/RecordForm';
import { langMessages } from '../../support/renderUi';
import { renderWithStores } from '../../support/renderWithStores';

process.env.TZ = 'America/New_York';

const title = (en: string) => ({ key: '', en, zh: en });
const fields: FormFieldConfig[] = [
  { field: 'endtime', title: title('End'), type: 'datetime', rules: {}, editable: true },
  { field: 'readat', title: title('Read at'), type: 'datetime', rules: {}, editable: true },
  { field: 'day', title: title('Day'), type: 'date', rules: {}, editable: true },
];
const NEAR_MIDNIGHT = '2026-10-31T16:30:00.000Z';
const noLinks: LinkResolver = { record: () => undefined, fileExists: () => false };

function mountAt(timeZone: string | undefined, record: Record<string, unknown>) {
  const save = vi.fn(async (values: Record<string, unknown>) => values);
  const onSaved = vi.fn();
  const view = renderWithStores(
    <IntlProvider locale="en-US" messages={langMessages('en')} timeZone={timeZone}>
      <RecordForm fields={fields} mode="edit" record={record} save={save} onSaved={onSaved} onCancel={vi.fn()} />
    </IntlProvider>,
    // root.now is the server's now (the picker's Now and Today): here the test's own clock.
    { notify: { error: vi.fn() }, now: () => Date.now() },
  );
  return { ...view, save, onSaved };
}

/** Types a new date and time into a picker; Enter commits it and submits the form, as any field's Enter does. */
async function pickAndSubmit(user: ReturnType<typeof mountAt>['user'], label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
}

describe('RecordForm in the store zone, in a New York browser', () => {
  it('opens 2026-10-31T16:30Z at 1 November 00:30 for a Shanghai store; 00:45 picked saves 16:45Z, which the mock keeps', async () => {
    const { user, save, onSaved } = mountAt('Asia/Shanghai', { endtime: NEAR_MIDNIGHT, readat: '2026-11-03 08:00:00', day: '2026-11-03' });
    expect(screen.getByLabelText('End')).toHaveValue('2026-11-01 00:30:00');
    // Zone-less text keeps its wall clock, and is sent back as zone-less text.
    expect(screen.getByLabelText('Read at')).toHaveValue('2026-11-03 08:00:00');
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-03');
    await pickAndSubmit(user, 'End', '2026-11-01 00:45:00');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledTimes(1);
    const sent = save.mock.calls[0]![0];
    expect(sent).toEqual({ endtime: '2026-10-31T16:45:00.000Z', readat: '2026-11-03 08:00:00', day: '2026-11-03' });
    const stored = validateRecord([datetime('endtime', 'End', '结束', { form: true })], { endtime: sent.endtime }, 'update', noLinks);
    expect(stored).toEqual({ fields: { endtime: '2026-10-31T16:45:00.000Z' }, errors: [] });
  });

  it('a Bangkok store reads the same instant on 31 October at 23:30 and saves it unchanged', async () => {
    const { user, save, onSaved } = mountAt('Asia/Bangkok', { endtime: NEAR_MIDNIGHT });
    expect(screen.getByLabelText('End')).toHaveValue('2026-10-31 23:30:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toEqual({ endtime: NEAR_MIDNIGHT });
  });

  it('for a store the picker offers the store\'s Now and Today (its own are the browser\'s clock); without one, its own', async () => {
    // 16:30Z on 31 October: New York reads 12:30, Shanghai 1 November 00:30.
    vi.useFakeTimers({ now: Date.parse(NEAR_MIDNIGHT), toFake: ['Date'] });
    try {
      const atStore = mountAt('Asia/Shanghai', {});
      await atStore.user.click(screen.getByLabelText('End'));
      expect(screen.queryByText('Now')).toBeNull();
      await atStore.user.click(await screen.findByRole('button', { name: 'Now (store time)' }));
      await waitFor(() => expect(screen.getByLabelText('End')).toHaveValue('2026-11-01 00:30:00'));
      await atStore.user.click(screen.getByLabelText('Day'));
      expect(screen.queryByText('Today')).toBeNull();
      await atStore.user.click(await screen.findByRole('button', { name: 'Today (store time)' }));
      await waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue('2026-11-01'));
      atStore.unmount();
      const inBrowser = mountAt(undefined, {});
      await inBrowser.user.click(screen.getByLabelText('End'));
      expect(await screen.findByText('Now')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Now (store time)' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('no store chosen: the browser\'s zone both ways', async () => {
    const { user, save, onSaved } = mountAt(undefined, { endtime: NEAR_MIDNIGHT });
    expect(screen.getByLabelText('End')).toHaveValue('2026-10-31 12:30:00');
    await pickAndSubmit(user, 'End', '2026-10-31 12:45:00');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toEqual({ endtime: '2026-10-31T16:45:00.000Z' });
  });
});
