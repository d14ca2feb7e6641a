import { act, fireEvent, waitFor, within } from '@testing-library/react';

/** Picks an option of an antd Select by the select's label and the option's title. */
export async function choose(container: HTMLElement, label: string, option: string, search = false): Promise<void> {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input);
  // A long list is virtual: typing brings the option into view, as a user would.
  if (search) fireEvent.change(input, { target: { value: option } });
  const item = await waitFor(() => {
    const found = document.querySelector(`[class*="-select-item-option"][title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await act(async () => fireEvent.click(item));
}
