import { Result, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { framePolicy } from '../../lib/url';
import type { ScreenProps } from '../../loader/registry';
import { useStores } from '../../stores/context';

const REFUSAL_ID = {
  'not-http': 'iframe.refused',
  insecure: 'iframe.refusedInsecure',
  'not-listed': 'iframe.refusedOrigin',
} as const;

/**
 * `/common-iframe/:url` and `/index/card-iframe/:url?`: an outside page in a sandboxed iframe,
 * only from an origin the tenant or a menu item lists; anything else is refused with the
 * reason and the address shown as plain text.
 */
const IframeScreen = observer(function IframeScreen({ route }: ScreenProps) {
  const intl = useIntl();
  const { tenant, menu } = useStores();
  const { url } = useParams();
  const decision = framePolicy(url, window.location.origin, [...tenant.comment.frameOrigins, ...menu.frameOrigins]);
  const fullscreen = route.parent !== 'index';
  if (!decision.ok) {
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: url ? REFUSAL_ID[decision.reason] : 'iframe.missing' }, { origin: decision.origin ?? '' })}
        subTitle={url ? <Typography.Text code>{url.slice(0, 300)}</Typography.Text> : null}
        data-testid="iframe-refused"
      />
    );
  }
  return (
    <iframe
      title={intl.formatMessage({ id: 'iframe.title' }, { host: new URL(decision.src).host })}
      src={decision.src}
      sandbox={decision.sandbox}
      referrerPolicy="no-referrer"
      style={{ border: 0, width: '100%', height: fullscreen ? '100vh' : 'calc(100vh - 180px)', display: 'block' }}
    />
  );
});

export default IframeScreen;
