import { ApiError, isQuietFailure } from '../../src/api/errors';

describe('isQuietFailure (what the stores do not log as a warning)', () => {
  it('is an expired session, a request cancelled with its screen or app instance, or a server not reached', () => {
    expect(isQuietFailure(new ApiError('session-expired', { id: 'sessionExpired' }, { status: -45592, visible: false }))).toBe(true);
    expect(isQuietFailure(new ApiError('http', { id: 'requestError' }, { visible: false }))).toBe(true);
    expect(isQuietFailure(new ApiError('http', { id: 'requestError' }, { status: 503, unreachable: true }))).toBe(true);
    expect(isQuietFailure(new ApiError('timeout', { id: 'requestTimeout' }, { unreachable: true }))).toBe(true);
  });

  it('is not a failure a person should hear of: a server error, a refusal, a timeout, a plain error', () => {
    expect(isQuietFailure(new ApiError('http', { id: 'requestError' }, { status: 503 }))).toBe(false);
    expect(isQuietFailure(new ApiError('status', { text: 'refused' }, { status: -1 }))).toBe(false);
    expect(isQuietFailure(new ApiError('timeout', { id: 'requestTimeout' }))).toBe(false);
    expect(isQuietFailure(new Error('boom'))).toBe(false);
  });
});
