// A brand's proposal page: the proposal, its applications to review and the work done.
export * from './applicant-panel';
export * from './application-card';
export * from './applications-review';
export * from './applications-review-view';
export * from './brand-proposal-screen';
export * from './brand-proposal-view';
export * from './decline-selected-dialog';
export * from './requirement-match';
export * from './tasks-completed';
export * from './proposal-publishing';
