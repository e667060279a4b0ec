import { AboutPage } from '@colla/ui';

export default function AboutRoute() {
  return <AboutPage />;
}
