/** Apps mounted by the current test; test/setup.ts unmounts whatever a failing test left behind. */
const live = new Set<() => Promise<void>>();

export function trackMounted(unmount: () => Promise<void>): () => void {
  live.add(unmount);
  return () => live.delete(unmount);
}

export async function unmountAll(): Promise<void> {
  for (const unmount of [...live]) await unmount();
  live.clear();
}
