import type { HandlerGroup } from '../http/handler';

export const proposalsHandlers: HandlerGroup = {};
