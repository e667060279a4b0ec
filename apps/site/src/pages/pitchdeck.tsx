import { PitchDeckPage } from '@colla/ui';

export default function PitchDeckRoute() {
  return <PitchDeckPage />;
}
