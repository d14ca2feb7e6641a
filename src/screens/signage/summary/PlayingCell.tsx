import { Button, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Agenda } from '../../../api/signage/scheduleTypes';
import { AgendaWhyList } from '../shared/AgendaWhy';
import type { SummaryRow } from './loadSummary';

/** What a screen plays at the page's time, in words: the channels and the events that put them there. */
export function playingText(intl: IntlShape, row: SummaryRow): string {
  if (!row.poweredOn) return intl.formatMessage({ id: 'signage.summary.poweredOff' });
  if (!row.playing.length) return intl.formatMessage({ id: 'signage.summary.nothingPlaying' });
  return intl.formatMessage({ id: 'signage.summary.playingWith' }, { channels: row.playing.join(', '), events: row.playingEvents.join(', ') });
}

/**
 * The "what plays" cell: the answer, and a button that opens why (each of the screen's groups'
 * agendas: what plays and what is hidden, and why). A disclosure in the row, so the keyboard and
 * screen readers reach it like any button.
 */
export function PlayingCell({ row }: { row: SummaryRow }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <div>{playingText(intl, row)}</div>
      {row.agendas.length ? (
        <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={open} aria-controls={id} aria-label={intl.formatMessage({ id: 'signage.summary.whyFor' }, { screen: row.name })} onClick={() => setOpen(!open)}>
          {intl.formatMessage({ id: open ? 'signage.summary.whyHide' : 'signage.summary.why' })}
        </Button>
      ) : null}
      <div id={id} hidden={!open}>
        {open ? row.agendas.map((agenda) => <AgendaWhy key={agenda.group.did} agenda={agenda} />) : null}
      </div>
    </>
  );
}

function AgendaWhy({ agenda }: { agenda: Agenda }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const label = t('signage.summary.whyOf', { group: agenda.group.name });
  return (
    <section aria-label={label} style={{ marginTop: 4 }}>
      <Typography.Text strong>{agenda.group.name}</Typography.Text>
      <div>
        {!agenda.poweredOn
          ? t('signage.playgrid.poweredOff', { group: agenda.group.name })
          : agenda.playing.length
            ? t('signage.playgrid.playing', { channels: intl.formatList(agenda.playing) })
            : t('signage.playgrid.nothingPlays')}
      </div>
      {agenda.entries.length ? <AgendaWhyList entries={agenda.entries} label={label} /> : <div>{t('signage.playgrid.noEvents')}</div>}
    </section>
  );
}
