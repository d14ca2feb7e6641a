import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../dialog/Dialog';

/** What a command that cuts supply stops, as its confirmation says it. */
export interface CutNotice {
  title: string;
  /** What stops, in a sentence (the car's charge so far, how many circuits). */
  text: string;
  /** What stops, one line each (the guns of a pile, the circuits switched off). */
  items?: readonly { key: string; content: ReactNode }[];
  okText: string;
}

interface Asked {
  notice: CutNotice;
  send: () => void;
  open: boolean;
}

/**
 * The one confirmation of commands that cut supply (stopping a charge, switching off a circuit or
 * a pile, resetting equipment): `ask` opens a dialog naming what stops, and nothing is sent until
 * its OK. Reading commands (query, refresh, status) do not ask: their buttons send at once.
 * Render `dialog` once in the screen.
 */
export function useCutConfirm(): { ask: (notice: CutNotice, send: () => void) => void; dialog: ReactNode } {
  const intl = useIntl();
  // Kept after closing, so the dialog's text does not vanish during its close animation.
  const [asked, setAsked] = useState<Asked | null>(null);
  const close = () => setAsked((a) => (a ? { ...a, open: false } : a));
  const notice = asked?.notice;
  const dialog = (
    <Dialog
      open={asked?.open === true}
      title={notice?.title}
      okText={notice?.okText}
      okButtonProps={{ danger: true }}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onCancel={close}
      onOk={() => {
        close();
        asked?.send();
      }}
    >
      <p>{notice?.text}</p>
      {notice?.items?.length ? (
        <ul data-testid="cut-items">
          {notice.items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
  return { ask: (next, send) => setAsked({ notice: next, send, open: true }), dialog };
}
