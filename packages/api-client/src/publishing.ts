/**
 * What a proposal needs before it can be active (public): the one rule the server enforces
 * (422 under each missing field) and the proposal form shows before Publish.
 */

/** The parts a proposal must have to be published, in the order the form shows them. */
export const PUBLISH_REQUIREMENTS = ['image', 'start_date', 'end_date', 'task_templates'] as const;
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number];

/** The facts the rule reads: what the proposal will have once saved. */
export interface PublishFacts {
  /** A picture is kept or newly picked (not removed). */
  hasImage: boolean;
  /** `YYYY-MM-DD`, or empty / null when not set. */
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  /** How many tasks the proposal will have. */
  taskCount: number;
}

/** What is missing to publish, in `PUBLISH_REQUIREMENTS` order; empty when it can go live. */
export function missingToPublish(facts: PublishFacts): PublishRequirement[] {
  const missing: Record<PublishRequirement, boolean> = {
    image: !facts.hasImage,
    start_date: !facts.startDate,
    end_date: !facts.endDate,
    task_templates: facts.taskCount < 1,
  };
  return PUBLISH_REQUIREMENTS.filter((requirement) => missing[requirement]);
}
