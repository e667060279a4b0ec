export * from './chat-messages';
export * from './message-text';
export * from './conversation-view';
export * from './conversation';
export * from './conversations-list-view';
export * from './conversations-list';
export * from './use-live-conversation';
