import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * user-event as every jsdom test uses it. Before each pointer action it asks whether the target
 * or an ancestor has `pointer-events: none`, walking getComputedStyle up to the root; asked once
 * per element (not once per call) the check still refuses such an element, and the screen tests
 * use 13 % less CPU (efficiency + commonAc: 88 -> 77 s).
 */
export function setupUser(): User {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.EachTarget });
}
