import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

const supported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function';

/** Enters and leaves the browser's fullscreen (Fullscreen API); absent where the browser does not offer it. */
export function FullscreenButton() {
  const intl = useIntl();
  const [active, setActive] = useState(() => typeof document !== 'undefined' && document.fullscreenElement != null);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!supported()) return null;
  const toggle = () => {
    // Refusals (no user gesture, a policy) leave the page as it is.
    const request = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void request?.catch(() => {});
  };
  const label = intl.formatMessage({ id: active ? 'carbon.cockpit.exitFullscreen' : 'carbon.cockpit.fullscreen' });
  return (
    <Button type="text" onClick={toggle} icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />} aria-label={label} style={{ color: '#cfe3ff' }}>
      {label}
    </Button>
  );
}
