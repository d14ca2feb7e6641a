import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { barBox, NAME_W, ROW_H } from './geometry';
import type { Period } from './period';
import type { DraftState } from './useStayDraft';

/** Where the stay would land, outlined on the target cells: green when it may drop there, red with the reason when not. */
export function DraftGhost({ state, period, dayW }: { state: DraftState; period: Period; dayW: number }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const box = barBox(state.draft, period, dayW);
  const refused = state.refusal !== null;
  const color = refused ? token.colorError : token.colorSuccess;
  const top = state.row * ROW_H;
  return (
    <div aria-hidden data-ghost={refused ? 'refused' : 'ok'} style={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 5 }}>
      {box ? <div style={{ position: 'absolute', top: top + 3, height: ROW_H - 6, left: NAME_W + box.left, width: box.width, border: `2px dashed ${color}`, borderRadius: 13 }} /> : null}
      {state.refusal ? (
        <div
          data-testid="drop-refusal"
          style={{
            position: 'absolute', top: top + ROW_H, left: NAME_W + (box?.left ?? 0), maxWidth: 360, padding: '4px 8px', borderRadius: 4,
            background: token.colorErrorBg, border: `1px solid ${token.colorErrorBorder}`, color: token.colorText, fontSize: 12, whiteSpace: 'normal',
          }}
        >
          {intl.formatMessage({ id: 'smartbnb.calendar.cannotDrop' }, { reason: intl.formatMessage({ id: state.refusal.id }, state.refusal.values) })}
        </div>
      ) : null}
    </div>
  );
}
