// The banner that says when Colla can't be reached, fed by the API client's connection state.
export * from './connection-status';
