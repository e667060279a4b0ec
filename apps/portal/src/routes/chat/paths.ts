import type { DealSide } from '../deals/side';

/** A side's Messages inbox and one of its conversations. */
export const chatPath = (side: DealSide) => `/app/${side}/chat`;
export const conversationPath = (side: DealSide, id: number) => `${chatPath(side)}/${id}`;
