import { Button, Space, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

/** Asked when a sign-in link is opened while someone is signed in: switching is never silent. */
export function SwitchAccountPrompt({ name, onSwitch, onStay }: { name: string; onSwitch: () => void; onStay: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby="switch-account-title" aria-describedby="switch-account-text">
      <Typography.Title level={2} id="switch-account-title" style={{ fontSize: 18, marginTop: 0 }}>
        <FormattedMessage id="auth.switch.title" values={{ name }} />
      </Typography.Title>
      <Typography.Paragraph id="switch-account-text">
        <FormattedMessage id="auth.switch.text" values={{ name }} />
      </Typography.Paragraph>
      <Space wrap>
        {/* The safe choice has the focus: Enter keeps the current session. */}
        <Button type="primary" onClick={onStay} autoFocus>
          <FormattedMessage id="auth.switch.stay" values={{ name }} />
        </Button>
        <Button danger onClick={onSwitch}>
          <FormattedMessage id="auth.switch.confirm" />
        </Button>
      </Space>
    </div>
  );
}
