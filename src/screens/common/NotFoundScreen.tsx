import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** Unknown paths: says so and offers a way back. */
export default function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<FormattedMessage id="notFound.title" />}
      subTitle={<FormattedMessage id="notFound.body" />}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          <FormattedMessage id="notFound.back" />
        </Button>
      }
    />
  );
}
