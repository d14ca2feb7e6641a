import { Button, Flex, theme } from 'antd';
import { FormattedMessage } from 'react-intl';

/** The notice itself: a small bar at the bottom, above the content, with a touch-sized Reload. */
export default function UpdateNoticeBar({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex
      role="status"
      align="center"
      gap={12}
      wrap
      data-cem-update-notice=""
      style={{
        position: 'fixed',
        insetInline: 12,
        bottom: 12,
        zIndex: token.zIndexPopupBase,
        maxWidth: 480,
        marginInline: 'auto',
        padding: '8px 12px',
        background: token.colorBgElevated,
        color: token.colorText,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <span style={{ flex: '1 1 12em' }}>
        <FormattedMessage id="app.update.ready" />
      </span>
      <Button onClick={onLater} style={{ minHeight: 44 }}>
        <FormattedMessage id="app.update.later" />
      </Button>
      <Button type="primary" onClick={onReload} style={{ minHeight: 44 }}>
        <FormattedMessage id="app.update.reload" />
      </Button>
    </Flex>
  );
}
