import type { HandlerGroup } from '../http/handler';

export const adminUsersHandlers: HandlerGroup = {};
