import { screen } from '@testing-library/react';
import { framePolicy, framedPage } from '../../src/lib/url';
import { setupMockBackend } from '../support/backend';
import { mountSignedIn } from '../support/session';

setupMockBackend();

describe('framedPage', () => {
  const OWN = 'http://localhost:5173';

  it('accepts only absolute http(s) URLs, always sandboxed', () => {
    expect(framedPage('https://grafana.example.com/d/1', OWN)).toEqual({
      src: 'https://grafana.example.com/d/1',
      sandbox: 'allow-scripts allow-forms allow-popups allow-downloads allow-same-origin',
    });
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>x</script>', '/relative/junk', '//evil.example', 'vbscript:x', 'file:///etc/passwd', '', undefined, 42]) {
      expect(framedPage(bad, OWN), String(bad)).toBeNull();
    }
  });

  it('a page of our own origin never gets allow-same-origin', () => {
    expect(framedPage(`${OWN}/cem_platform/index/home`, OWN)?.sandbox).not.toContain('allow-same-origin');
  });
});

describe('framePolicy', () => {
  const OWN = 'http://localhost:5173';
  const LISTED = ['https://grafana.example.com', 'http://localhost:3000/anything'];

  it('embeds only a listed origin, https, or http on localhost', () => {
    expect(framePolicy('https://grafana.example.com/d/1?x=2', OWN, LISTED)).toMatchObject({ ok: true, src: 'https://grafana.example.com/d/1?x=2' });
    expect(framePolicy('http://localhost:3000/panel', OWN, LISTED)).toMatchObject({ ok: true });
  });

  it('says why it refuses', () => {
    expect(framePolicy('https://evil.example.com/', OWN, LISTED)).toEqual({ ok: false, reason: 'not-listed', origin: 'https://evil.example.com' });
    expect(framePolicy('https://grafana.example.com.evil.io/', OWN, LISTED)).toMatchObject({ ok: false, reason: 'not-listed' });
    expect(framePolicy('https://grafana.example.com:8443/', OWN, LISTED)).toMatchObject({ ok: false, reason: 'not-listed' });
    expect(framePolicy('http://grafana.example.com/', OWN, ['http://grafana.example.com'])).toEqual({ ok: false, reason: 'insecure', origin: 'http://grafana.example.com' });
    expect(framePolicy('javascript:alert(1)', OWN, LISTED)).toEqual({ ok: false, reason: 'not-http' });
  });
});

async function signedInAt(path: string) {
  return mountSignedIn(path, { user: 'admin' });
}

describe('iframe screens (spec §2)', () => {
  it('card-iframe shows an http(s) page in a sandboxed iframe', async () => {
    await signedInAt(`/index/card-iframe/${encodeURIComponent('https://www.example.com/board?id=7')}`);
    const frame = await screen.findByTitle('Embedded page from www.example.com');
    expect(frame).toHaveAttribute('src', 'https://www.example.com/board?id=7');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<b>x</b>', 'relative/junk'])('refuses %s with the address as text', async (bad) => {
    await signedInAt(`/index/card-iframe/${encodeURIComponent(bad)}`);
    const refusal = await screen.findByTestId('iframe-refused');
    expect(refusal).toHaveTextContent('only http and https pages may be embedded');
    expect(refusal).toHaveTextContent(bad);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses an https page whose origin neither the tenant nor the menu lists, naming the origin', async () => {
    await signedInAt(`/index/card-iframe/${encodeURIComponent('https://phish.example.net/login')}`);
    const refusal = await screen.findByTestId('iframe-refused');
    expect(refusal).toHaveTextContent("https://phish.example.net is not on this tenant's list of sites that may be embedded");
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses plain http outside localhost even when listed', async () => {
    await signedInAt(`/index/card-iframe/${encodeURIComponent('http://energy.example.org/')}`);
    expect(await screen.findByTestId('iframe-refused')).toHaveTextContent('http://energy.example.org is not encrypted');
  });

  it('common-iframe works outside the shell too, for an origin the tenant lists', async () => {
    await signedInAt(`/common-iframe/${encodeURIComponent('https://energy.example.org/')}`);
    expect(await screen.findByTitle('Embedded page from energy.example.org')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /side menu/i })).not.toBeInTheDocument();
  });
});
