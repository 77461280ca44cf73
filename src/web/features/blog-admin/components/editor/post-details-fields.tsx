import type { ReactNode } from 'react';
import { LANGUAGES } from '../../../../../shared/constants';
import { parseTags } from '../../../../../shared/schemas/blog';
import { Select } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { useFieldErrorText } from '../../../../lib/form-errors';
import { useTranslation } from '../../../../lib/translation';
import { dirOf } from '../../../blog';
import type { PostForm } from './post-form-values';

/** Title, slug (passed in), language, author, tags, summary and video link. */
export function PostDetailsFields({ form, children }: { form: PostForm; children: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const language = form.watch('language') === 'en' ? 'en' : 'ar';
  const tags = parseTags(form.watch('tags') ?? '');
  const typed = { lang: language, dir: dirOf(language) };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        className="md:col-span-2"
        label={t('admin.blogEditor.title')}
        required
        {...typed}
        error={errorText(errors.title)}
        {...form.register('title')}
      />
      <div className="md:col-span-2">{children}</div>
      <Select
        label={t('admin.blogEditor.language')}
        helperText={t('admin.blogEditor.languageHelp')}
        error={errorText(errors.language)}
        options={LANGUAGES.map((value) => ({ value, label: t(`news.languages.${value}`) }))}
        // The option selected at first paint, before react-hook-form has attached its ref.
        defaultValue={form.formState.defaultValues?.language}
        {...form.register('language')}
      />
      <TextField
        label={t('admin.blogEditor.author')}
        required
        autoComplete="name"
        error={errorText(errors.author)}
        {...form.register('author')}
      />
      <TextField
        className="md:col-span-2"
        label={t('admin.blogEditor.tags')}
        {...typed}
        helperText={
          tags.length > 0
            ? t('admin.blogEditor.tagsPreview', { tags: tags.join(' · ') })
            : t('admin.blogEditor.tagsHelp')
        }
        error={errorText(errors.tags)}
        {...form.register('tags')}
      />
      <TextAreaField
        className="md:col-span-2"
        label={t('admin.blogEditor.excerpt')}
        helperText={t('admin.blogEditor.excerptHelp')}
        rows={2}
        {...typed}
        error={errorText(errors.excerpt)}
        {...form.register('excerpt')}
      />
      <TextField
        className="md:col-span-2"
        label={t('admin.blogEditor.videoUrl')}
        type="url"
        dir="ltr"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        helperText={t('admin.blogEditor.videoHelp')}
        error={errorText(errors.videoUrl)}
        {...form.register('videoUrl')}
      />
    </div>
  );
}
