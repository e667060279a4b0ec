import type { HandlerGroup } from '../http/handler';

export const notificationsHandlers: HandlerGroup = {};
