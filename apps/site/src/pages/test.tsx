import { TestPage } from '@colla/features/site/pages';
import { API_MOCKING } from '../env';

export default function TestRoute() {
  return <TestPage mode={import.meta.env.MODE} apiMocking={API_MOCKING} />;
}
