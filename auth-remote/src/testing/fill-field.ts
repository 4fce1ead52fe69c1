import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole value into the field labelled `label` in one input event (a paste): much
 * faster than typing key by key, which keeps form tests quick on a busy machine. Use
 * `user.type` where keystrokes themselves matter (Enter to submit).
 */
export async function fillField(user: UserEvent, label: string, value: string): Promise<void> {
  // findBy: a page shows once its catalog has loaded (the first render of a test file).
  const field = await screen.findByLabelText(label);
  await user.click(field);
  await user.paste(value);
}
