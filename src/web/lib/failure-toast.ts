import { MAX_FIELD_ERROR_TOASTS } from '../../shared/constants';
import type { FieldError } from '../../shared/errors';
import { isApiError } from './errors';
import toast from './toast';

/**
 * SPEC §8 admin failures: the feature's own text ('Failed to save product'), then the server's
 * already translated reason and hint on their own lines; then up to 2 field errors that no input
 * on the page could show, as further toasts.
 */
export function toastFailure(text: string, error?: unknown, fieldErrors: FieldError[] = []): void {
  const api = isApiError(error) ? error : undefined;
  const reason = api?.message && api.message !== text ? api.message : undefined;
  const main = [text, reason, api?.hint].filter(Boolean).join('\n');
  toast.error(main, { id: main });
  for (const { field, messages } of fieldErrors.slice(0, MAX_FIELD_ERROR_TOASTS)) {
    toast.error(`${field}: ${messages.join(', ')}`);
  }
}

/**
 * A dialog form's save: success is toasted; a failure is toasted and thrown again, so the form
 * shows the field errors and stays open.
 */
export async function saveWithToasts(
  save: () => Promise<unknown>,
  texts: { saved: string; failed: string },
): Promise<void> {
  try {
    await save();
  } catch (error) {
    toastFailure(texts.failed, error);
    throw error;
  }
  toast.success(texts.saved);
}
