import { vi } from 'vitest';
import type { createMockBackend, MockBackend } from '../../mock/api/node';

/**
 * Worlds started elsewhere (CEM_MOCK_START, issue 38 §5). The clock modules read the start when they
 * load, so each start resets the modules: import a mock module after it to get the started one.
 */
export function startWorldAt(instant: string): void {
  vi.stubEnv('CEM_MOCK_START', instant);
  vi.resetModules();
}

/** Back to the default start, for the tests and files after this one. */
export function restoreWorldStart(): void {
  vi.unstubAllEnvs();
  vi.resetModules();
}

/** A mock whose world starts at `instant`, listening. */
export async function backendStartedAt(instant: string, contract?: Parameters<typeof createMockBackend>[1]): Promise<MockBackend> {
  startWorldAt(instant);
  const node = await import('../../mock/api/node');
  const backend = node.createMockBackend({ now: () => 0 }, contract);
  backend.server.listen({ onUnhandledRequest: 'error' });
  return backend;
}

/** Closes it and restores the default start. */
export function closeStartedBackend(backend: MockBackend | undefined): void {
  backend?.server.close();
  restoreWorldStart();
}
