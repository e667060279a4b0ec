export * from './admin-activity-logs';
export * from './admin-activity-logs-view';
