import { adminArea } from './admin/routes';
import { brandArea } from './brand/routes';
import { creatorArea } from './creator/routes';
import type { PortalRoute, UserType } from './route-handle';

/** The signed-in areas' route objects, by user type (the shell reads each one's navigation). */
export const AREAS: Record<UserType, PortalRoute> = {
  brand: brandArea,
  creator: creatorArea,
  admin: adminArea,
};
