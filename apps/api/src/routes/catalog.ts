import type { HandlerGroup } from '../http/handler';

export const catalogHandlers: HandlerGroup = {};
