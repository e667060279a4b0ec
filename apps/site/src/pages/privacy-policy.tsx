import { PrivacyPolicyPage } from '@colla/features/site/pages';

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
