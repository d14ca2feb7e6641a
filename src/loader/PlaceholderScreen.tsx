import { Result, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from './registry';

/**
 * What a route shows when the manifest names no built screen for it (every route of the table has
 * one today; a new route or a manifest entry ahead of the build lands here): it names the route and
 * its module rather than a blank page.
 */
export default function PlaceholderScreen({ route }: ScreenProps) {
  return (
    <Result
      status="info"
      title={<FormattedMessage id="placeholder.title" values={{ route: route.name }} />}
      subTitle={
        <>
          <FormattedMessage id="placeholder.body" />{' '}
          <Tag>
            <FormattedMessage id={`module.${route.module}`} />
          </Tag>
        </>
      }
      data-testid="placeholder-screen"
    />
  );
}
