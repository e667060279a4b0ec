import type { HandlerGroup } from '../http/handler';

export const authHandlers: HandlerGroup = {};
