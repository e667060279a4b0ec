import { AboutPage } from '@colla/ui';
import { renderSiteLink } from '../links';

export default function AboutRoute() {
  return <AboutPage renderLink={renderSiteLink} />;
}
