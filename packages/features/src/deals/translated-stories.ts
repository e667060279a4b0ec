/**
 * Story steps that read a message in the story's language when the story runs (a descriptor
 * cannot be turned into text before a language is active). For stories only.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { expect } from 'storybook/test';
import type { PlayStep } from '../test-support/state-stories';

/** The alert shows, saying `message`. */
export function expectAlertSays(message: MessageDescriptor): PlayStep {
  return async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n._(message));
  };
}

/** `message` shows on the screen. */
export function expectTextSays(message: MessageDescriptor): PlayStep {
  return async ({ canvas }) => {
    await expect(await canvas.findByText(i18n._(message))).toBeVisible();
  };
}
