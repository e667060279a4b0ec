import { describe, expect, it } from 'vitest';
import { tasksCompletedLabel } from './tasks-completed';

const task = (brand_completed: boolean, creator_completed: boolean) => ({
  brand_completed,
  creator_completed,
});

describe('tasksCompletedLabel', () => {
  it('counts a task only when both sides completed it', () => {
    expect(tasksCompletedLabel([task(true, true), task(true, false), task(false, true)])).toBe(
      '1 of 3 tasks completed',
    );
  });

  it('says 0 of 0 for a deal without tasks', () => {
    expect(tasksCompletedLabel([])).toBe('0 of 0 tasks completed');
  });

  it('says none are done when nobody completed anything', () => {
    expect(tasksCompletedLabel([task(false, false), task(false, false)])).toBe(
      '0 of 2 tasks completed',
    );
  });

  it('says all are done when both sides completed every task', () => {
    expect(tasksCompletedLabel([task(true, true), task(true, true)])).toBe(
      '2 of 2 tasks completed',
    );
  });
});
