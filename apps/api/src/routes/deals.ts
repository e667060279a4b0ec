import type { HandlerGroup } from '../http/handler';

export const dealsHandlers: HandlerGroup = {};
