// What a phone user meets wrong in a form (issue 39 §3, "forms one column with the right
// keyboard"): fields side by side instead of one under another, and inputs for numbers, phones or
// emails that bring up the letters keyboard. Plain JS run inside the page (page.evaluate).

/**
 * Runs in the page: the problems of every form `formsSelector` finds shown ('main form', or a
 * container that is not a form element: a work order's moves), each a short line naming the field.
 * A form's fields are antd's form items, or, where it has none, its text inputs.
 */
export function formProblems(formsSelector) {
  const problems = [];
  const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().width > 0;
  const nameOf = (el) => el.getAttribute('aria-label') || el.id || el.getAttribute('name') || el.tagName.toLowerCase();
  const TEXT_INPUTS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea';
  const forms = [...document.querySelectorAll(formsSelector)].filter(shown);
  if (forms.length === 0) problems.push(`no form shown: ${formsSelector}`);
  for (const form of forms) {
    const box = form.getBoundingClientRect();
    // The form's own fields: antd's items, not the items inside an item (a list's rows).
    const antdItems = [...form.querySelectorAll('.cem-form-item')].filter((item) => shown(item) && !item.parentElement.closest('.cem-form-item'));
    const items = antdItems.length ? antdItems : [...form.querySelectorAll(TEXT_INPUTS)].filter(shown);
    if (items.length === 0) problems.push(`${form.getAttribute('aria-label') ?? 'a form'}: no fields`);
    for (const item of items) {
      const at = item.getBoundingClientRect();
      const label = (item.matches(TEXT_INPUTS) ? item.labels?.[0] : item.querySelector('label'))?.textContent?.trim() || 'a field';
      // One column: each field spans the form (1 px for rounding), so none sits beside another.
      if (at.left > box.left + 1 || at.right < box.right - 1) problems.push(`field "${label}" is ${Math.round(at.width)} px of the form's ${Math.round(box.width)}: not one column`);
    }
    for (const input of form.querySelectorAll(TEXT_INPUTS)) {
      if (!shown(input)) continue;
      const type = input.getAttribute('type') ?? 'text';
      const mode = input.getAttribute('inputmode') ?? '';
      const words = `${nameOf(input)} ${input.getAttribute('autocomplete') ?? ''}`;
      const numeric = input.getAttribute('role') === 'spinbutton' || type === 'number';
      if (numeric && !['numeric', 'decimal'].includes(mode) && type !== 'number') problems.push(`number "${nameOf(input)}" brings up letters: no inputmode numeric or decimal`);
      if (/phone|mobile|\btel\b/i.test(words) && type !== 'tel' && mode !== 'tel') problems.push(`phone "${nameOf(input)}" brings up letters: no type or inputmode tel`);
      if (/e-?mail/i.test(words) && type !== 'email' && mode !== 'email') problems.push(`email "${nameOf(input)}" brings up letters: no type or inputmode email`);
    }
  }
  return problems;
}
