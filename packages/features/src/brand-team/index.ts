// A brand's team: its managers and inviting a colleague (/app/brand/team).
export * from './brand-team';
export * from './brand-team-view';
