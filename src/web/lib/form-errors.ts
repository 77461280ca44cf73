import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { useCallback } from 'react';
import type {
  FieldError,
  FieldValues,
  Path,
  Resolver,
  UseFormHandleSubmit,
  UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldError as ApiFieldError } from '../../shared/errors';
import { isApiError } from './errors';
import { formatNumber } from './format';
import { useTranslation } from './translation';

/**
 * The shared schemas' messages are keys ('validation.tooLong'); the limit of the failing rule rides
 * along as a query ('validation.tooLong?max=100') so the text is translated when it is SHOWN, in
 * whatever language is current then, with the right number.
 */
function encodeIssue(issue: z.core.$ZodIssue): string {
  const params = new URLSearchParams();
  if (issue.code === 'too_small') params.set('min', String(issue.minimum));
  if (issue.code === 'too_big') params.set('max', String(issue.maximum));
  const query = params.toString();
  return query ? `${issue.message}?${query}` : issue.message;
}

/**
 * react-hook-form resolver for the shared zod schemas. Like @hookform/resolvers/zod, but it keeps
 * each rule's min/max, which that resolver drops.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      // The first failing rule of a field is the one to fix first (e.g. required before format).
      flat[path] ??= { type: issue.code, message: encodeIssue(issue) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A schema key becomes its text; anything else (a server message) is already translated. */
export function translateFieldMessage(t: Translate, lang: string, message: string): string {
  if (!message.startsWith('validation.')) return message;
  const [key, query = ''] = message.split('?');
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const number = Number(value);
    params[name] = Number.isFinite(number) ? formatNumber(number, lang) : value;
  }
  return t(key, params);
}

/** `errorText(errors.email)` → the translated message, or undefined when the field is fine. */
export function useFieldErrorText() {
  const { t, lang } = useTranslation();
  return useCallback(
    (error?: { message?: string }) =>
      error?.message ? translateFieldMessage(t as Translate, lang, error.message) : undefined,
    [t, lang],
  );
}

/**
 * Shows the server's field errors under the matching inputs (react-hook-form clears each one when
 * its field is edited) and returns those no input can show.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: readonly ApiFieldError[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallbackText: string,
): ApiFieldError[] {
  const unmatched: ApiFieldError[] = [];
  let focused = false;
  for (const error of errors) {
    const wanted = error.field.replace(/^body\./, '').toLowerCase();
    const name = fields.find((field) => field.toLowerCase() === wanted);
    if (!name) {
      unmatched.push(error);
      continue;
    }
    const message = error.messages.join(', ') || fallbackText;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}

/**
 * The submit handler of a form whose caller saves and reports a failure itself: a rejection's field
 * errors go under the inputs and the form stays open for the fix.
 */
export function submitShowingFieldErrors<T extends FieldValues, Output>(
  form: { handleSubmit: UseFormHandleSubmit<T, Output>; setError: UseFormSetError<T> },
  fields: readonly Path<T>[],
  onSubmit: (values: Output) => Promise<void>,
  fallbackText: string,
) {
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error)) applyServerErrors(error.errors, fields, form.setError, fallbackText);
    }
  });
}
