import type { HandlerGroup } from '../http/handler';

export const dashboardsHandlers: HandlerGroup = {};
