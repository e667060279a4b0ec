import { RoadmapPage } from '@colla/ui';
import { renderSiteLink } from '../links';

export default function RoadmapRoute() {
  return <RoadmapPage renderLink={renderSiteLink} />;
}
