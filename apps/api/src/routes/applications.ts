import type { HandlerGroup } from '../http/handler';

export const applicationsHandlers: HandlerGroup = {};
