import { CreatorsPage } from '@colla/features/site/pages';

export default function CreatorsRoute() {
  return <CreatorsPage />;
}
