import type { AdminBlogSummary } from '../../../../shared/schemas/blog';
import { PencilIcon, TrashIcon } from '../../../components/admin/action-icons';
import { RowActionButton, RowActionLink } from '../../../components/admin/row-actions';
import { Badge } from '../../../components/ui/badge';
import { NewsIcon } from '../../../components/ui/icons';
import { EyeIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import { formatShopDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { postPath } from '../../blog/api/posts';

export const editPostPath = (id: string) => `/admin/blogs/${id}`;

export function PostStatusBadge({ status }: { status: AdminBlogSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'published' ? 'success' : 'warning'}>
      {t(`admin.blogs.status.${status}`)}
    </Badge>
  );
}

export function LanguageTag({ language }: { language: AdminBlogSummary['language'] }) {
  const { t } = useTranslation();
  return <Badge tone="neutral">{t(`news.languages.${language}`)}</Badge>;
}

export function PostThumb({ post }: { post: AdminBlogSummary }) {
  const box = 'h-10 w-16 shrink-0 rounded-md border border-slate-200 bg-brand-50';
  if (!post.coverImageUrl) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-brand-700')}>
        <NewsIcon className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={post.coverThumbUrl ?? post.coverImageUrl}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      className={cn(box, 'object-cover')}
    />
  );
}

/** Published date for live posts, last change for drafts. */
export function PostDateCell({ post }: { post: AdminBlogSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const value = post.publishedAt ?? post.updatedAt;
  return (
    <span className="whitespace-nowrap text-slate-700">
      <span className="sr-only">
        {t(post.publishedAt ? 'admin.blogs.columns.published' : 'admin.blogs.columns.updated')}{' '}
      </span>
      {formatShopDate(value, lang)}
    </span>
  );
}

/** View on the site (published only), edit, delete: icon buttons with full accessible names. */
export function PostActions({
  post,
  onDelete,
}: {
  post: AdminBlogSummary;
  onDelete: (post: AdminBlogSummary) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`admin.blogs.actions.${key}`, { title: post.title });
  return (
    <span className="flex items-center justify-end gap-0.5">
      {post.status === 'published' ? (
        <RowActionLink
          label={label('view')}
          tone="neutral"
          icon={<EyeIcon className="size-4" />}
          to={postPath(post)}
        />
      ) : null}
      <RowActionLink
        label={label('edit')}
        tone="brand"
        icon={<PencilIcon className="size-4" />}
        to={editPostPath(post.id)}
      />
      <RowActionButton
        label={label('delete')}
        tone="danger"
        icon={<TrashIcon className="size-4" />}
        onClick={() => onDelete(post)}
      />
    </span>
  );
}
