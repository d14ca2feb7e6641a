import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/** Modules of blank border every reader needs around the code (the QR standard's quiet zone). */
const QUIET = 4;

/** A QR code of `text` as an SVG path (computed here, never markup from anywhere), `size` px square. */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const code = useMemo(() => generate(text), [text]);
  const view = code.size + QUIET * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`${-QUIET} ${-QUIET} ${view} ${view}`} shapeRendering="crispEdges" style={{ background: '#fff', display: 'block' }}>
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
