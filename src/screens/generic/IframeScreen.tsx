import { Result, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { framedPage } from '../../lib/url';
import type { ScreenProps } from '../../loader/registry';

/**
 * `/common-iframe/:url` and `/index/card-iframe/:url?`: an outside page in a sandboxed iframe,
 * only for http(s) URLs; anything else is refused with the address shown as plain text.
 */
export default function IframeScreen({ route }: ScreenProps) {
  const intl = useIntl();
  const { url } = useParams();
  const frame = framedPage(url, window.location.origin);
  const fullscreen = route.parent !== 'index';
  if (!frame) {
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: url ? 'iframe.refused' : 'iframe.missing' })}
        subTitle={url ? <Typography.Text code>{url.slice(0, 300)}</Typography.Text> : null}
        data-testid="iframe-refused"
      />
    );
  }
  return (
    <iframe
      title={intl.formatMessage({ id: 'iframe.title' }, { host: new URL(frame.src).host })}
      src={frame.src}
      sandbox={frame.sandbox}
      referrerPolicy="no-referrer"
      style={{ border: 0, width: '100%', height: fullscreen ? '100vh' : 'calc(100vh - 180px)', display: 'block' }}
    />
  );
}
