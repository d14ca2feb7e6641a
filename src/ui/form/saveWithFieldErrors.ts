import { isApiError } from '../../api/errors';
import type { FieldError } from '../../api/pageConfig';
import type { Notifier } from '../../stores/Notifier';

/**
 * Runs a save sent with `hideError`. Field errors the server lists come back for the form to show on their fields;
 * any other refusal is shown as a message. Returns null on success.
 */
export async function saveWithFieldErrors(save: () => Promise<unknown>, notify: Notifier): Promise<FieldError[] | null> {
  try {
    await save();
    return null;
  } catch (error) {
    const result = isApiError(error) ? (error.result as { errors?: unknown } | undefined) : undefined;
    const errors = Array.isArray(result?.errors) ? (result.errors as FieldError[]).filter((e) => typeof e?.field === 'string') : [];
    if (errors.length > 0) return errors;
    // Saves are sent with hideError, so the request layer showed nothing: a refusal, a failed or
    // timed-out request is said here (the dialog stays open with what was typed).
    if (isApiError(error) && (error.kind === 'status' || ((error.kind === 'http' || error.kind === 'timeout') && !error.visible))) notify.error(error.userMessage);
    return [];
  }
}
