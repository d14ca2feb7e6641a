// The login floor (issue 12, axios since issue 21): the smallest login page the console's own
// React, react-router, antd and axios can make: a Card with a Form of two Inputs, a Select and a
// Button, inside ConfigProvider and App, that posts the form with an axios instance.
// `npm run bench` builds it and prints the login route's size as a ratio to this page's; it also
// builds it without axios (__FLOOR_AXIOS__ false: the unused import is dropped) to show axios' share.
import axios from 'axios';
import { App, Button, Card, ConfigProvider, Form, Input, Select } from 'antd';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

declare const __FLOOR_AXIOS__: boolean;

const client = __FLOOR_AXIOS__ ? axios.create({ baseURL: '/sfsaas/api', timeout: 600_000 }) : null;

function Login() {
  return (
    <Card title="Sign in" style={{ maxWidth: 360, margin: '64px auto' }}>
      <Form layout="vertical" onFinish={(values) => void client?.post('/user/login', values).catch(() => undefined)}>
        <Form.Item label="Username" name="username" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input type="password" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="Language" name="language" initialValue="en">
          <Select options={[{ value: 'en', label: 'English' }, { value: 'zh', label: '中文' }]} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Login /> }]);

createRoot(document.getElementById('root')!).render(
  <ConfigProvider>
    <App>
      <RouterProvider router={router} />
    </App>
  </ConfigProvider>,
);
