import type { HandlerGroup } from '../http/handler';

export const calendarHandlers: HandlerGroup = {};
