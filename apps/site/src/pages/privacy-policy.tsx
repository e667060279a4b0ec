import { PrivacyPolicyPage } from '@colla/ui';

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
