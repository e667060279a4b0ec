import { MediaLibrary } from '@colla/features/media-library';
import { brandDealHref } from './paths';

export function Component() {
  return <MediaLibrary dealHref={brandDealHref} />;
}
