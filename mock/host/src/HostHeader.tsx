import { Button, ConfigProvider, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { HARNESS_APPS, navigate } from './microApps';

/** The host's header: its own antd (default `ant` prefix, its own theme) and navigation. */
export function HostHeader() {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener('single-spa:routing-event', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('single-spa:routing-event', update);
    };
  }, []);
  const link = (href: string, label: string) => (
    <a
      key={href}
      href={href}
      data-host-nav={href}
      aria-current={path.startsWith(href) ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
      style={{ color: '#fff', fontWeight: path.startsWith(href) ? 700 : 400, textDecoration: 'none' }}
    >
      {label}
    </a>
  );
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#b0306a', borderRadius: 2 } }}>
      <header
        data-testid="host-header"
        style={{ display: 'flex', alignItems: 'center', gap: 24, height: 56, padding: '0 20px', background: '#2d4a3e', color: '#fff' }}
      >
        <strong style={{ fontSize: 18 }}>Enterprise Host</strong>
        <nav style={{ display: 'flex', gap: 16 }} aria-label="Host navigation">
          {HARNESS_APPS.map((app) => link(app.route, app.title))}
        </nav>
        <span style={{ flex: 1 }} />
        <Space>
          <Tag color="gold">qiankun harness</Tag>
          <Button type="primary" data-testid="host-button" onClick={() => navigate('/')}>
            Host home
          </Button>
        </Space>
      </header>
    </ConfigProvider>
  );
}
