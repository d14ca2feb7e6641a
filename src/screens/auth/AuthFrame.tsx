import { theme } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Brand } from '../../shell/Brand';
import { LanguageLinks } from '../../shell/LanguageLinks';
import { LoadingBar } from '../../shell/LoadingBar';
import { useStores } from '../../stores/context';

const PANEL: React.CSSProperties = {
  width: 'min(420px, 100%)',
  borderRadius: 12,
  padding: '28px 32px 24px',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
};

/** The frame of the open screens: branding, languages, one panel, copyright. */
export const AuthFrame = observer(function AuthFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { tenant } = useStores();
  // The panel follows the theme (light or dark), so its text and links keep their contrast.
  const { token } = theme.useToken();
  return (
    // A plain flex column: antd's Layout (and its Sider) would be loaded for this alone.
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'linear-gradient(160deg,#0b1f33 0%,#12395c 55%,#1d6f6a 100%)' }}>
      <LoadingBar />
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '16px 24px', flexWrap: 'wrap' }}>
        <Brand color="#fff" size={32} />
        <span style={{ flex: 1 }} />
        <LanguageLinks color="#fff" />
      </header>
      <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: 16 }}>
        <section style={{ ...PANEL, background: token.colorBgContainer, color: token.colorText }} aria-labelledby="auth-title">
          <h1 id="auth-title" style={{ margin: '0 0 20px', fontSize: 22, fontWeight: 600 }}>
            {title}
          </h1>
          {children}
        </section>
      </main>
      {tenant.showCopyright ? (
        <footer style={{ textAlign: 'center', color: 'rgba(255,255,255,.65)', padding: 16 }} data-testid="copyright">
          {tenant.copyright}
        </footer>
      ) : null}
    </div>
  );
});
