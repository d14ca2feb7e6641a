import { Result, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from './registry';

/** The honest stand-in for a route whose screen a later issue builds: it names the route and its module. */
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
