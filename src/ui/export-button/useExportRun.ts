import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportFile, ExportFormat, ExportProgress } from '../../lib/export';

export interface ExportJobContext {
  format: ExportFormat;
  /** Aborted when the user cancels or the component goes away: pass it to every request. */
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}

/** Produces the file; `runTableExport` of src/lib/export does the usual fetch-all-then-write. */
export type ExportJob = (context: ExportJobContext) => Promise<ExportFile>;

export type ExportRunState =
  | { status: 'idle' }
  | { status: 'running'; format: ExportFormat; progress: ExportProgress | null }
  | { status: 'failed'; error: unknown };

/** Runs one export at a time; cancel aborts it, unmount aborts it too. */
export function useExportRun(job: ExportJob, deliver: (file: ExportFile) => void) {
  const [state, setState] = useState<ExportRunState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      if (controller.current) return;
      const own = new AbortController();
      controller.current = own;
      setState({ status: 'running', format, progress: null });
      try {
        const file = await job({
          format,
          signal: own.signal,
          onProgress: (progress) => !own.signal.aborted && setState({ status: 'running', format, progress }),
        });
        own.signal.throwIfAborted(); // a job that ignored the signal still must not download
        deliver(file);
        setState({ status: 'idle' });
      } catch (error) {
        // A cancel is what the user asked for, not a failure.
        setState(own.signal.aborted ? { status: 'idle' } : { status: 'failed', error });
      } finally {
        controller.current = null;
      }
    },
    [job, deliver],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, cancel, dismiss };
}
