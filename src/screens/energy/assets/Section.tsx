import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactElement, ReactNode } from 'react';
import { EmptyData } from '../../../ui';
import { LoadState } from '../shared/EnergyFrame';
import type { Resource } from '../../../ui/resource/Resource';

interface SectionProps<T> {
  title: string;
  resource: Resource<T>;
  /** True when the loaded value has nothing to show: the empty state replaces the content. */
  isEmpty?: (value: T) => boolean;
  emptyText?: string;
  extra?: ReactNode;
  children: (value: T) => ReactNode;
}

function SectionBody<T>({ title, resource, isEmpty, emptyText, extra, children }: SectionProps<T>) {
  const value = resource.value;
  return (
    <Card size="small" title={title} extra={extra} aria-busy={resource.loading || undefined}>
      {value === undefined || resource.status === 'error' ? (
        <LoadState status={resource.status} onRetry={() => void resource.reload()} rows={4} />
      ) : isEmpty?.(value) ? (
        <EmptyData description={emptyText} />
      ) : (
        children(value)
      )}
    </Card>
  );
}

/** A titled card over one Resource: skeleton while loading, error with Retry (a failed reload never leaves stale numbers), empty state, else the content. */
export const Section = observer(SectionBody) as <T>(props: SectionProps<T>) => ReactElement;
