import { ApiError, isQuietFailure } from '../../src/api/errors';

describe('isQuietFailure (what the stores do not log as a warning)', () => {
  it('is an expired session or a request cancelled with its screen or app instance', () => {
    expect(isQuietFailure(new ApiError('session-expired', { id: 'sessionExpired' }, { status: -45592, visible: false }))).toBe(true);
    expect(isQuietFailure(new ApiError('http', { id: 'requestError' }, { visible: false }))).toBe(true);
  });

  it('is not a failure a person should hear of: a network or server error, a refusal, a timeout, a plain error', () => {
    expect(isQuietFailure(new ApiError('http', { id: 'requestError' }, { status: 503 }))).toBe(false);
    expect(isQuietFailure(new ApiError('status', { text: 'refused' }, { status: -1 }))).toBe(false);
    expect(isQuietFailure(new ApiError('timeout', { id: 'requestTimeout' }))).toBe(false);
    expect(isQuietFailure(new Error('boom'))).toBe(false);
  });
});
