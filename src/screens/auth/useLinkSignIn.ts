import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserMessage } from '../../api/errors';
import { useStores } from '../../stores/context';
import type { LoginOutcome } from '../../stores/SessionStore';
import { hasCredentials, withoutCredentials } from './credentialLink';

export type LinkPhase = 'none' | 'confirm' | 'signing-in' | 'failed';

export interface LinkSignIn<T> {
  /** The credential the link carried, read once; null when it carried none. */
  credential: T | null;
  phase: LinkPhase;
  error: UserMessage | null;
  /** Ends the current session and signs in with the link's account. */
  switchAccount(): void;
  /** Keeps the current session and ignores the link. */
  stay(): void;
}

/**
 * A sign-in link (a token, ticket or client code in the URL). The credential is read once and
 * taken out of the address bar (history replace) before anything is sent. Nobody signed in:
 * it signs in at once. Someone signed in: it asks before switching accounts, never silently.
 */
export function useLinkSignIn<T>(
  read: (search: string) => T | null,
  signIn: (credential: T) => Promise<LoginOutcome>,
  { onSignedIn, onStay }: { onSignedIn: () => void; onStay: () => void },
): LinkSignIn<T> {
  const { session } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [credential] = useState(() => read(location.search));
  const [phase, setPhase] = useState<LinkPhase>(() => (credential === null ? 'none' : session.isSignedIn ? 'confirm' : 'signing-in'));
  const [error, setError] = useState<UserMessage | null>(null);
  const started = useRef(false);
  // Without a usable credential the screen leaves anyway (a half link such as a lone clientId).
  const stripped = credential === null || !hasCredentials(location.search);

  useEffect(() => {
    if (!stripped) navigate({ pathname: location.pathname, search: withoutCredentials(location.search), hash: location.hash }, { replace: true });
  }, [stripped, navigate, location.pathname, location.search, location.hash]);

  // The call starts only once the address bar no longer shows the credential.
  useEffect(() => {
    if (phase !== 'signing-in' || !stripped || credential === null || started.current) return;
    started.current = true;
    void (async () => {
      if (session.isSignedIn) await session.endForSwitch();
      const outcome = await signIn(credential);
      if (outcome.ok) {
        onSignedIn();
      } else {
        setError(outcome.message);
        setPhase('failed');
      }
    })();
  }, [phase, stripped, credential, session, signIn, onSignedIn]);

  return {
    credential,
    phase,
    error,
    switchAccount: () => setPhase((current) => (current === 'confirm' ? 'signing-in' : current)),
    stay: onStay,
  };
}
