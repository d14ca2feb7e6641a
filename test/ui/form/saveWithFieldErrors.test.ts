import { ApiError } from '../../../src/api/errors';
import type { Notifier } from '../../../src/stores/Notifier';
import { saveWithFieldErrors } from '../../../src/ui/form/saveWithFieldErrors';

const notifier = () => {
  const shown: unknown[] = [];
  return { shown, notify: { error: (message: unknown) => shown.push(message) } as unknown as Notifier };
};

describe('saveWithFieldErrors', () => {
  it('answers null when the save goes through', async () => {
    const { shown, notify } = notifier();
    expect(await saveWithFieldErrors(async () => ({ did: 'x' }), notify)).toBeNull();
    expect(shown).toEqual([]);
  });

  it('hands the server\'s field errors back for the form, leaving out malformed ones, and shows nothing', async () => {
    const { shown, notify } = notifier();
    const field = { field: 'schedule.window', rule: 'min', messageKey: 'validation.policy.emptyWindow', message: 'invalid field: schedule.window' };
    const failure = new ApiError('status', { text: 'invalid field: schedule.window' }, { status: -1, result: { errors: [field, { rule: 'min' }, null] } });
    expect(await saveWithFieldErrors(() => Promise.reject(failure), notify)).toEqual([field]);
    expect(shown).toEqual([]);
  });

  it('shows any other refusal as a message and answers no field errors', async () => {
    const { shown, notify } = notifier();
    const refused = new ApiError('status', { text: 'no permission: add on p-x' }, { status: -45403 });
    expect(await saveWithFieldErrors(() => Promise.reject(refused), notify)).toEqual([]);
    expect(shown).toEqual([{ text: 'no permission: add on p-x' }]);
  });

  it('says why when a hidden save got no answer or a gateway error (a bad network), and stays quiet for one already shown', async () => {
    const { shown, notify } = notifier();
    const unavailable = new ApiError('http', { text: 'Service unavailable' }, { status: 503, visible: false });
    const timedOut = new ApiError('timeout', { id: 'requestError' }, { visible: false });
    const alreadyShown = new ApiError('http', { text: 'Bad gateway' }, { status: 502, visible: true });
    const expired = new ApiError('session-expired', { id: 'loginExpired' }, { visible: false });
    for (const failure of [unavailable, timedOut, alreadyShown, expired]) expect(await saveWithFieldErrors(() => Promise.reject(failure), notify)).toEqual([]);
    expect(shown).toEqual([{ text: 'Service unavailable' }, { id: 'requestError' }]);
  });
});
