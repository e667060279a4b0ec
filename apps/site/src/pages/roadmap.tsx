import { RoadmapPage } from '@colla/ui';

export default function RoadmapRoute() {
  return <RoadmapPage />;
}
