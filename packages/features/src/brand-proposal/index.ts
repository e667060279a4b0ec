// A brand's proposal page: the proposal, its applications and the work done.
export * from './applications-table';
export * from './applications-table-container';
export * from './brand-proposal-screen';
export * from './brand-proposal-view';
export * from './tasks-completed';
