import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** Unknown paths: says so (as the page's heading) and offers a way back. */
export default function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ font: 'inherit', margin: 0 }}><FormattedMessage id="notFound.title" /></h1>}
      subTitle={<FormattedMessage id="notFound.body" />}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          <FormattedMessage id="notFound.back" />
        </Button>
      }
    />
  );
}
