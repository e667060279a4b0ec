import { PitchDeckPage } from '@colla/features/site/pages';

export default function PitchDeckRoute() {
  return <PitchDeckPage />;
}
