import type { CSSProperties, ReactNode } from 'react';
import { rankTop, type RankingItem } from '../../../../ui/ranking';

export const INK = '#cfe3ff';
export const MUTED = '#7f95b8';
export const ACCENT = '#36cfc9';
export const PALETTE = ['#36cfc9', '#4096ff', '#faad14', '#f759ab', '#95de64', '#9254de'];

const panel: CSSProperties = {
  background: 'linear-gradient(180deg, rgba(22,44,88,0.85), rgba(10,22,48,0.85))',
  border: '1px solid rgba(64,150,255,0.35)',
  borderRadius: 8,
  padding: '16px 20px',
  color: INK,
  boxSizing: 'border-box',
};

/** A framed area of the wall with a heading. */
export function Panel({ title, children, style }: { title: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <section aria-label={title} style={{ ...panel, display: 'flex', flexDirection: 'column', ...style }}>
      <h2 style={{ margin: '0 0 12px', fontSize: 22, fontWeight: 600, color: INK, letterSpacing: 1 }}>{title}</h2>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </section>
  );
}

/** One headline figure of the wall, large enough to read across a room. */
export function Tile({ title, value, unit, note, tone }: { title: string; value: string; unit?: string; note?: string; tone?: 'good' | 'bad' }) {
  const color = tone === 'good' ? '#95de64' : tone === 'bad' ? '#ff7875' : ACCENT;
  return (
    <section aria-label={title} style={{ ...panel, flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <h2 style={{ margin: 0, fontSize: 20, fontWeight: 500, color: MUTED }}>{title}</h2>
      <p style={{ margin: '8px 0 0', fontSize: 48, fontWeight: 700, color, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}>
        {value}
        {unit ? <span style={{ fontSize: 22, marginInlineStart: 8, color: MUTED }}>{unit}</span> : null}
      </p>
      {note ? <p style={{ margin: '6px 0 0', fontSize: 16, color: MUTED }}>{note}</p> : null}
    </section>
  );
}

/** A ranking as bars in plain DOM (readable by screen readers, no chart needed), in the cockpit's large type. */
export function RankList({ items, format, label }: { items: RankingItem[]; format: (v: number) => string; label: string }) {
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rankTop(items, 12).map((row) => (
        <li key={row.key} style={{ marginBottom: 14 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 18 }}>
            <span>
              <span style={{ color: row.rank <= 3 ? '#faad14' : MUTED, marginInlineEnd: 8 }}>{row.rank}</span>
              {row.name}
            </span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format(row.value)}</span>
          </div>
          <div aria-hidden style={{ height: 8, background: 'rgba(255,255,255,0.08)', borderRadius: 4, marginTop: 4 }}>
            <div style={{ width: `${row.share}%`, height: '100%', borderRadius: 4, background: `linear-gradient(90deg, #4096ff, ${ACCENT})` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
