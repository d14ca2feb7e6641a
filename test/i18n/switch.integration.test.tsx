import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockBackend } from '../support/backend';
import { mountApp, signIn, waitForPath } from '../support/mountApp';
import { mountSignedIn } from '../support/session';

const backend = setupMockBackend();

describe('language switch (spec §1)', () => {
  it('switches live between the four languages; Accept-Language and storage follow', async () => {
    const languages: string[] = [];
    backend.server.use(
      http.post('*/sfsaas/api/user/info', ({ request }) => {
        languages.push(request.headers.get('accept-language') ?? '');
        return HttpResponse.json({ status: 0, result: null });
      }),
    );
    const m = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    const samples: Array<[string, string]> = [
      ['简体中文', '登录'],
      ['繁體中文（香港）', '登入'],
      ['ไทย', 'เข้าสู่ระบบ'],
      ['English', 'Sign in'],
    ];
    for (const [language, heading] of samples) {
      await m.user.click(await screen.findByRole('button', { name: language }));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      await m.app.root.api.user.info();
    }
    expect(languages).toEqual(['zh-CN', 'zh-HK', 'th-TH', 'en-US']);
    expect(window.localStorage.getItem('lang')).toBe('en');
    await m.unmount();
  });

  it('falls back to en on configured hosts and zh elsewhere; a stored choice wins', async () => {
    const en = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await en.unmount();
    const zh = await mountApp({ path: '/login', hostname: 'localhost' });
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    await zh.unmount();
    window.localStorage.setItem('lang', 'th');
    const th = await mountApp({ path: '/login', hostname: 'localhost' });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    await th.unmount();
  });

  it('menus are translated and the language is restored at the next sign-in', async () => {
    const m = await mountSignedIn('/index', { user: 'admin' });
    await waitForPath(m, '/index');
    expect(await screen.findByText('Energy & Carbon')).toBeInTheDocument();
    await m.user.click(await screen.findByRole('button', { name: 'Language' }));
    await m.user.click(await screen.findByText('繁體中文（香港）'));
    await waitFor(() => expect(screen.queryByText('Energy & Carbon')).not.toBeInTheDocument());
    await m.app.root.session.signOut();
    await waitForPath(m, '/login');
    window.localStorage.removeItem('lang');
    await m.unmount();
    const again = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await signIn(again, 'admin', 'admin123');
    await waitForPath(again, '/index');
    expect(await screen.findByRole('button', { name: '語言' })).toBeInTheDocument();
    await again.unmount();
  });

  it('a language file that cannot be loaded keeps the current language', async () => {
    backend.server.use(http.get('*/lang/th.json', () => new HttpResponse(null, { status: 500 })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const m = await mountApp({ path: '/login', hostname: '127.0.0.1' });
      await m.user.click(await screen.findByRole('button', { name: 'ไทย' }));
      await vi.advanceTimersByTimeAsync(4000);
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(m.app.root.locale.lang).toBe('en');
      expect(await screen.findByText('That language could not be loaded; the current one is kept')).toBeInTheDocument();
      await m.unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
