import { CreatorsPage } from '@colla/ui';

export default function CreatorsRoute() {
  return <CreatorsPage />;
}
