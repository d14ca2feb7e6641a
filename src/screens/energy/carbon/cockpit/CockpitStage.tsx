import { useEffect, useRef, useState, type ReactNode } from 'react';

export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

/**
 * A 1920×1080 stage scaled to its box: in fullscreen to fit the viewport both ways (letterboxed),
 * inside the shell to the content width. Layout is written once for the wall screen and shrinks
 * as a whole, so nothing reflows or overlaps on a smaller window.
 */
export function CockpitStage({ fullscreen, children }: { fullscreen: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  // No layout yet (jsdom, a hidden tab): draw at full size rather than at zero.
  const width = size?.width || STAGE_WIDTH;
  const height = size?.height || STAGE_HEIGHT;
  const scale = fullscreen ? Math.min(width / STAGE_WIDTH, height / STAGE_HEIGHT) : width / STAGE_WIDTH;
  const outer = fullscreen
    ? { position: 'fixed' as const, inset: 0, background: '#050b1a', overflow: 'hidden' }
    : { position: 'relative' as const, width: '100%', height: STAGE_HEIGHT * scale, background: '#050b1a', overflow: 'hidden', borderRadius: 6 };
  return (
    <div ref={box} style={outer} data-testid="cockpit-stage">
      <div
        style={{
          position: 'absolute',
          width: STAGE_WIDTH,
          height: STAGE_HEIGHT,
          left: fullscreen ? (width - STAGE_WIDTH * scale) / 2 : 0,
          top: fullscreen ? (height - STAGE_HEIGHT * scale) / 2 : 0,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
        }}
      >
        {children}
      </div>
    </div>
  );
}
