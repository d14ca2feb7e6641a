/** The micro-apps this harness hosts and where each lives. */
export interface HarnessApp {
  name: string;
  title: string;
  /** Where the host fetches the app's index.html (served or proxied on the host's origin). */
  entry: string;
  /** The path prefix that shows the app. */
  route: string;
}

export const HARNESS_APPS: HarnessApp[] = [
  { name: 'cem-platform', title: 'CEM console', entry: '/cem-platform/', route: '/cem-platform' },
  { name: 'hello-app', title: 'Hello app', entry: '/hello-app/', route: '/hello' },
];

/** Where the console's app switcher sends a sub-app key: the console itself, else the second app. */
export function routeForKey(key: string): string {
  return key === 'cem-platform' ? '/cem-platform/index' : '/hello';
}

/** Navigates inside the host; single-spa (under qiankun) patches pushState and reroutes. */
export function navigate(path: string): void {
  if (window.location.pathname + window.location.search === path) return;
  window.history.pushState(null, '', path);
}
