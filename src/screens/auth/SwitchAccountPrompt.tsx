import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';

/**
 * Asked when a sign-in link is opened while someone is signed in: switching is never silent.
 * Plain elements rather than antd Typography: the login route carries only what it must.
 */
export function SwitchAccountPrompt({ name, onSwitch, onStay }: { name: string; onSwitch: () => void; onStay: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby="switch-account-title" aria-describedby="switch-account-text">
      <h2 id="switch-account-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
        <FormattedMessage id="auth.switch.title" values={{ name }} />
      </h2>
      <p id="switch-account-text" style={{ margin: '0 0 16px' }}>
        <FormattedMessage id="auth.switch.text" values={{ name }} />
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {/* The safe choice has the focus: Enter keeps the current session. */}
        <Button type="primary" onClick={onStay} autoFocus>
          <FormattedMessage id="auth.switch.stay" values={{ name }} />
        </Button>
        <Button danger onClick={onSwitch}>
          <FormattedMessage id="auth.switch.confirm" />
        </Button>
      </div>
    </div>
  );
}
