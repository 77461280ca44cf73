import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { BlogStatus } from '../../../../../shared/constants';
import {
  type AdminBlogPost,
  type BlogPostInput,
  type BlogPostPayload,
  blogPostInputSchema,
} from '../../../../../shared/schemas/blog';
import { SectionCard } from '../../../../components/admin/section-card';
import { useUnsavedChanges } from '../../../../components/admin/unsaved-changes';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/errors';
import { toastFailure } from '../../../../lib/failure-toast';
import { applyServerErrors, schemaResolver } from '../../../../lib/form-errors';
import toast from '../../../../lib/toast';
import { useTranslation } from '../../../../lib/translation';
import { useLang } from '../../../../lib/use-lang';
import { useCover, useSavePost } from '../../api';
import { CoverField, checkCover } from './cover-field';
import { MarkdownField } from './markdown-field';
import { PostDetailsFields } from './post-details-fields';
import { emptyPostValues, POST_FIELDS, postValues } from './post-form-values';
import { SlugField } from './slug-field';

interface PostFormProps {
  /** The saved post being edited; absent for a new one. */
  post?: AdminBlogPost;
  /** After the first save of a new post (the page then opens its edit view). */
  onCreated?: (post: AdminBlogPost) => void;
}

/**
 * One editor for new and saved posts (SPEC §2): texts, Markdown with live preview, cover, video,
 * then "Save draft" or "Publish now". Validated by the same schema as the server.
 */
export function PostForm({ post, onCreated }: PostFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSavePost();
  const cover = useCover();
  const form = useForm<BlogPostInput, unknown, BlogPostPayload>({
    resolver: schemaResolver(blogPostInputSchema),
    defaultValues: post ? postValues(post) : emptyPostValues(lang),
  });
  // A saved post's slug is part of links already shared: it no longer follows the title.
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [pendingCover, setPendingCover] = useState<File | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty || Boolean(pendingCover));
  const published = post?.status === 'published';

  const submitAs = (status: BlogStatus) =>
    form.handleSubmit(async (input) => {
      // A new post's automatic slug is left to the server, which adds -2, -3… if it is taken.
      const payload = { ...input, status, slug: !post && !slugEdited ? undefined : input.slug };
      try {
        const saved = await save.mutateAsync({ id: post?.id, input: payload });
        form.reset(postValues(saved));
        if (pendingCover) {
          await cover.upload
            .mutateAsync({ id: saved.id, file: pendingCover })
            .catch((error) => toastFailure(t('admin.blogEditor.errors.cover'), error));
          setPendingCover(null);
        }
        toast.success(
          t(status === 'published' ? 'admin.blogEditor.published' : 'admin.blogEditor.savedDraft'),
        );
        if (!post) onCreated?.(saved);
      } catch (error) {
        const unmatched = isApiError(error)
          ? applyServerErrors(
              error.errors,
              POST_FIELDS as unknown as Path<BlogPostInput>[],
              form.setError,
              t('errors.invalid'),
            )
          : [];
        toastFailure(t('admin.blogEditor.errors.save'), error, unmatched);
      }
    });

  const pickCover = async (file: File) => {
    const problem = checkCover(file);
    if (problem) {
      toastFailure(t(`admin.blogEditor.coverProblems.${problem}`));
      return;
    }
    if (!post) {
      setPendingCover(file);
      return;
    }
    try {
      await cover.upload.mutateAsync({ id: post.id, file });
      toast.success(t('admin.blogEditor.coverSaved'));
    } catch (error) {
      toastFailure(t('admin.blogEditor.errors.cover'), error);
    }
  };

  const removeCover = async () => {
    if (!post) {
      setPendingCover(null);
      return;
    }
    try {
      await cover.remove.mutateAsync(post.id);
    } catch (error) {
      toastFailure(t('admin.blogEditor.errors.cover'), error);
    }
  };

  return (
    <form noValidate onSubmit={submitAs(post?.status ?? 'draft')} className="flex flex-col gap-4">
      <SectionCard title={t('admin.blogEditor.sections.article')}>
        <PostDetailsFields form={form}>
          <SlugField
            form={form}
            postId={post?.id}
            edited={slugEdited}
            onEditedChange={setSlugEdited}
          />
        </PostDetailsFields>
      </SectionCard>
      <SectionCard title={t('admin.blogEditor.sections.content')}>
        <MarkdownField form={form} />
      </SectionCard>
      <SectionCard
        title={t('admin.blogEditor.sections.cover')}
        description={t('admin.blogEditor.coverDescription')}
      >
        <div className="max-w-xl">
          <CoverField
            url={post?.coverImageUrl ?? null}
            pending={pendingCover}
            busy={cover.upload.isPending || cover.remove.isPending}
            onPick={pickCover}
            onRemove={removeCover}
          />
        </div>
      </SectionCard>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        {isDirty || pendingCover ? (
          <p className="me-auto text-sm text-slate-600" role="status">
            {t('admin.blogEditor.unsaved')}
          </p>
        ) : null}
        <ButtonLink to="/admin/blogs" variant="ghost" size="sm">
          {t('admin.blogEditor.backToList')}
        </ButtonLink>
        {published ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={isSubmitting}
              onClick={submitAs('draft')}
            >
              {t('admin.blogEditor.unpublish')}
            </Button>
            <Button type="submit" size="sm" loading={isSubmitting}>
              {t('admin.blogEditor.saveChanges')}
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" variant="secondary" size="sm" loading={isSubmitting}>
              {t('admin.blogEditor.saveDraft')}
            </Button>
            <Button size="sm" disabled={isSubmitting} onClick={submitAs('published')}>
              {t('admin.blogEditor.publishNow')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
