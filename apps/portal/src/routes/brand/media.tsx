import { MediaLibrary } from '@colla/ui';
import { brandDealHref } from './paths';

export function Component() {
  return <MediaLibrary dealHref={brandDealHref} />;
}
