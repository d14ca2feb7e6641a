import { Col, Row } from 'antd';
import { BookmarksCard } from './BookmarksCard';
import { PasswordCard } from './PasswordCard';
import { PreferencesCard } from './PreferencesCard';
import { ProfileCard } from './ProfileCard';
import { SignInsCard } from './SignInsCard';

/** `personal-center`: one's profile and avatar, password, language, theme and default project, bookmarks and recent sign-ins. */
export default function PersonalCenterScreen() {
  return (
    <div data-screen="personal-center">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProfileCard />
        </Col>
        <Col xs={24} xl={12}>
          <PasswordCard />
        </Col>
        <Col xs={24} xl={12}>
          <PreferencesCard />
        </Col>
        <Col xs={24} xl={12}>
          <BookmarksCard />
        </Col>
        <Col xs={24}>
          <SignInsCard />
        </Col>
      </Row>
    </div>
  );
}
