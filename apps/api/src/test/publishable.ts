/** A 1×1 WebP (openapi.yaml's example image). */
export const WEBP_1PX =
  'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

/**
 * What an active proposal needs besides its other fields (`missingToPublish`): a picture, both
 * dates and a task. Tests that create an active proposal spread it into the body.
 */
export const PUBLISHABLE = {
  image_base64: WEBP_1PX,
  start_date: '2026-06-01',
  end_date: '2026-07-15',
  task_templates: [
    { name: 'Visit', assignee_type: 'creator' as const, days_to_complete: 7, sort_order: 0 },
  ],
};
