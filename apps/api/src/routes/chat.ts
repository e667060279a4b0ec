import type { HandlerGroup } from '../http/handler';

export const chatHandlers: HandlerGroup = {};
