import { CreatorsPage } from '@colla/ui';
import { renderSiteLink } from '../links';

export default function CreatorsRoute() {
  return <CreatorsPage renderLink={renderSiteLink} />;
}
