import { RoadmapPage } from '@colla/features/site/pages';

export default function RoadmapRoute() {
  return <RoadmapPage />;
}
