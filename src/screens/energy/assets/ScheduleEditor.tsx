import { Button, theme } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RunConfig, TouBand } from '../../../api/energyTypes';
import { StatusTag } from '../../../ui';
import { BAND_TONE } from '../shared/bandTone';

export type Action = RunConfig['schedule'][number];
const NEXT: Record<Action, Action> = { charge: 'discharge', discharge: 'idle', idle: 'charge' };

export interface ScheduleEditorProps {
  schedule: Action[];
  /** Tariff band of each hour, shown above the schedule so charging outside the valley is visible. */
  bands: TouBand[] | undefined;
  disabled?: boolean;
  onChange: (schedule: Action[]) => void;
}

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The 24-hour manual schedule: one button per hour that cycles charge → discharge → idle
 * (Enter or Space, or a click); the arrow keys, Home and End move between hours.
 */
export function ScheduleEditor({ schedule, bands, disabled, onChange }: ScheduleEditorProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const buttons = useRef<Array<HTMLElement | null>>([]);
  const actionText = (a: Action) => intl.formatMessage({ id: `assets.run.action.${a}` });
  const bandText = (b: TouBand) => intl.formatMessage({ id: `assets.band.${b}` });
  const set = (hour: number, action: Action) => onChange(schedule.map((a, h) => (h === hour ? action : a)));
  const move = (event: KeyboardEvent, hour: number) => {
    const target = { ArrowRight: hour + 1, ArrowLeft: hour - 1, ArrowDown: hour + 6, ArrowUp: hour - 6, Home: 0, End: 23 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[Math.max(0, Math.min(23, target))]?.focus();
  };
  const colors: Record<Action, string> = { charge: token.colorSuccessBg, discharge: token.colorWarningBg, idle: token.colorFillQuaternary };

  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'assets.run.schedule' })} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 6 }}>
      {schedule.map((action, hour) => {
        const band = bands?.[hour];
        const label = intl.formatMessage(
          { id: 'assets.run.hourLabel' },
          { hour: hourText(hour), band: band ? bandText(band) : '—', action: actionText(action) },
        );
        const mismatch = (action === 'charge' && band && band !== 'valley') || (action === 'discharge' && band && band !== 'peak');
        return (
          <div key={hour} style={{ display: 'grid', gap: 2, justifyItems: 'stretch' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12 }}>
              <span>{hourText(hour)}</span>
              {band && (
                <StatusTag tone={BAND_TONE[band]} style={{ marginInlineEnd: 0 }}>
                  {bandText(band)}
                </StatusTag>
              )}
            </div>
            <Button
              ref={(el) => {
                buttons.current[hour] = el;
              }}
              size="small"
              disabled={disabled}
              aria-label={label}
              title={label}
              data-action={action}
              data-mismatch={mismatch ? 'true' : undefined}
              style={{ background: colors[action], borderColor: mismatch ? token.colorError : undefined }}
              onClick={() => set(hour, NEXT[action])}
              onKeyDown={(e) => move(e, hour)}
            >
              {actionText(action)}
            </Button>
          </div>
        );
      })}
    </div>
  );
}
