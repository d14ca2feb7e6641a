import { Card, Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Brand } from '../../shell/Brand';
import { LanguageMenu } from '../../shell/LanguageMenu';
import { LoadingBar } from '../../shell/LoadingBar';
import { useStores } from '../../stores/context';

/** The frame of the open screens: branding, language menu, one card, copyright. */
export const AuthFrame = observer(function AuthFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { tenant } = useStores();
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(160deg,#0b1f33 0%,#12395c 55%,#1d6f6a 100%)' }}>
      <LoadingBar />
      <header style={{ display: 'flex', alignItems: 'center', padding: '16px 24px' }}>
        <Brand color="#fff" size={32} />
        <span style={{ flex: 1 }} />
        <LanguageMenu color="#fff" />
      </header>
      <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: 16 }}>
        <Card title={<h1 style={{ margin: 0, fontSize: 20 }}>{title}</h1>} style={{ width: 'min(420px, 100%)' }}>
          {children}
        </Card>
      </main>
      {tenant.showCopyright ? (
        <footer style={{ textAlign: 'center', color: 'rgba(255,255,255,.65)', padding: 16 }} data-testid="copyright">
          {tenant.copyright}
        </footer>
      ) : null}
    </Layout>
  );
});
