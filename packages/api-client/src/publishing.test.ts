import { describe, expect, it } from 'vitest';
import { missingToPublish } from './publishing';

const complete = {
  hasImage: true,
  startDate: '2026-06-01',
  endDate: '2026-07-15',
  taskCount: 1,
};

describe('what a proposal needs to be published', () => {
  it('is nothing once it has a picture, both dates and a task', () => {
    expect(missingToPublish(complete)).toEqual([]);
  });

  it('names every missing part, in the form’s order', () => {
    expect(
      missingToPublish({ hasImage: false, startDate: '', endDate: null, taskCount: 0 }),
    ).toEqual(['image', 'start_date', 'end_date', 'task_templates']);
  });

  it('names one part alone', () => {
    expect(missingToPublish({ ...complete, endDate: undefined })).toEqual(['end_date']);
    expect(missingToPublish({ ...complete, taskCount: 0 })).toEqual(['task_templates']);
    expect(missingToPublish({ ...complete, hasImage: false })).toEqual(['image']);
  });
});
