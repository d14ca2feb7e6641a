import { Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import type { LiveResource } from '../../../ui/live/useLiveResource';

export interface LiveCardProps<T> {
  /** The route name, for `data-screen`. */
  screen: string;
  title: string;
  live: LiveResource<T>;
  /** The list as filtered, offered when the user may export (undefined: no export). */
  exportJob?: ExportJob;
  /** Nothing to export yet. */
  empty: boolean;
  /** Before the stamp (links) and after the export (the main button). */
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}

/** The policy screens' frame: a card titled for the screen, with when its live data was updated and its export. */
export const LiveCard = observer(function LiveCard<T>({ screen, title, live, exportJob, empty, before, after, children }: LiveCardProps<T>) {
  return (
    <div data-screen={screen}>
      <Card
        size="small"
        title={title}
        extra={
          <Space wrap>
            {before}
            <LastUpdated live={live} />
            {exportJob ? <ExportButton job={exportJob} disabled={empty} /> : null}
            {after}
          </Space>
        }
      >
        {children}
      </Card>
    </div>
  );
});
