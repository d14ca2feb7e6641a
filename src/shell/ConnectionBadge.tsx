import { CheckCircleOutlined, DisconnectOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../stores/context';

/** How long the header says "back online" once the server answers again. */
export const BACK_ONLINE_SHOWN_MS = 5000;

/**
 * The header's word on the connection (issue 36 item 4): "offline" while requests get no answer,
 * "back online" for a moment after, nothing otherwise. A live region that is always there, so a
 * screen reader hears each change.
 */
export const ConnectionBadge = observer(function ConnectionBadge({ color }: { color?: string }) {
  const { connection } = useStores();
  const backAt = connection.backAt;
  const [backShown, setBackShown] = useState(false);
  useEffect(() => {
    if (backAt === undefined) return undefined;
    setBackShown(true);
    const timer = setTimeout(() => setBackShown(false), BACK_ONLINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [backAt]);
  const style = { color, display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' as const };
  return (
    <span role="status" style={style} data-testid="connection-status">
      {!connection.online ? (
        <>
          <DisconnectOutlined aria-hidden />
          <FormattedMessage id="shell.connection.offline" />
        </>
      ) : backShown ? (
        <>
          <CheckCircleOutlined aria-hidden />
          <FormattedMessage id="shell.connection.back" />
        </>
      ) : null}
    </span>
  );
});
