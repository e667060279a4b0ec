import { AboutPage } from '@colla/features/site/pages';

export default function AboutRoute() {
  return <AboutPage />;
}
