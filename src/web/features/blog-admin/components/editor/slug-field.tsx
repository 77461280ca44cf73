import { type ReactNode, useEffect, useState } from 'react';
import { slugify } from '../../../../../shared/blog-slug';
import { TextField } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import { useSlugAvailability } from '../../api';
import type { PostForm } from './post-form-values';

const CHECK_DEBOUNCE_MS = 300;

interface SlugFieldProps {
  form: PostForm;
  /** The saved post's id: its own slug counts as free. */
  postId?: string;
  /** False while the slug still follows the title (a new post, until the admin types one). */
  edited: boolean;
  onEditedChange: (edited: boolean) => void;
}

/**
 * The post's address. On a new post it follows the title until the admin types a slug of their
 * own ("Make from title" brings that back); whether it is free is checked while typing.
 */
export function SlugField({ form, postId, edited, onEditedChange }: SlugFieldProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const title = form.watch('title');
  const slug = form.watch('slug') ?? '';

  useEffect(() => {
    if (!edited) form.setValue('slug', slugify(title ?? ''), { shouldValidate: false });
  }, [edited, title, form]);

  const [checked, setChecked] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(slugify(slug)), CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [slug]);
  const availability = useSlugAvailability(checked, postId).data;
  const current = availability?.slug === slugify(slug) ? availability : undefined;

  const error = errorText(form.formState.errors.slug);
  const taken = current && !current.available && current.suggestion;
  // The address is isolated (<bdi>) so '/news/slug/' and an Arabic slug keep their order.
  let helper: ReactNode;
  if (!slug.trim()) helper = t('admin.blogEditor.slugEmpty');
  else if (taken && !edited)
    helper = (
      <>
        {t('admin.blogEditor.slugSuffixed')} <bdi>{current.suggestion}</bdi>
      </>
    );
  else
    helper = (
      <>
        {t('admin.blogEditor.slugAddress')} <bdi>/news/slug/{slugify(slug)}</bdi>
      </>
    );

  const { onBlur, onChange, ...field } = form.register('slug');
  return (
    <div className="flex flex-col gap-1">
      <TextField
        label={t('admin.blogEditor.slug')}
        dir="auto"
        spellCheck={false}
        autoCapitalize="off"
        error={error ?? (taken && edited ? t('admin.blogEditor.slugTaken') : undefined)}
        helperText={helper}
        {...field}
        onChange={(event) => {
          onEditedChange(true);
          return onChange(event);
        }}
        onBlur={(event) => {
          // Shows the slug as it will be saved ('My Post!' → 'my-post').
          const value = event.target.value;
          if (value.trim()) form.setValue('slug', slugify(value) || value);
          return onBlur(event);
        }}
      />
      {edited ? (
        <button
          type="button"
          onClick={() => onEditedChange(false)}
          className="w-fit rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('admin.blogEditor.slugFromTitle')}
        </button>
      ) : null}
    </div>
  );
}
