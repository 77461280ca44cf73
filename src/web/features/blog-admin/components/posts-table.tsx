import { Link } from 'react-router';
import type { AdminBlogSummary } from '../../../../shared/schemas/blog';
import { useTranslation } from '../../../lib/translation';
import {
  editPostPath,
  LanguageTag,
  PostActions,
  PostDateCell,
  PostStatusBadge,
  PostThumb,
} from './post-cells';

interface ViewProps {
  posts: AdminBlogSummary[];
  onDelete: (post: AdminBlogSummary) => void;
}

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';

/** The wide table, from md up; phones get PostCards. */
export function PostsTable({ posts, onDelete }: ViewProps) {
  const { t } = useTranslation();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              <span className="sr-only">{t('admin.blogs.columns.cover')}</span>
            </th>
            <th scope="col" className={th}>
              {t('admin.blogs.columns.title')}
            </th>
            <th scope="col" className={th}>
              {t('admin.blogs.columns.language')}
            </th>
            <th scope="col" className={th}>
              {t('admin.blogs.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('admin.blogs.columns.date')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('admin.blogs.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <tr key={post.id} className="hover:bg-slate-50">
              <td className="w-20 px-3 py-2">
                <PostThumb post={post} />
              </td>
              <td className="max-w-96 px-3 py-2">
                <Link
                  to={editPostPath(post.id)}
                  lang={post.language}
                  className="line-clamp-2 font-semibold text-ink [unicode-bidi:plaintext] hover:text-brand-800 hover:underline"
                >
                  {post.title}
                </Link>
                <span className="block text-xs text-slate-600 [unicode-bidi:plaintext]">
                  {post.author}
                </span>
              </td>
              <td className="px-3 py-2">
                <LanguageTag language={post.language} />
              </td>
              <td className="px-3 py-2">
                <PostStatusBadge status={post.status} />
              </td>
              <td className="px-3 py-2">
                <PostDateCell post={post} />
              </td>
              <td className="px-2 py-2">
                <PostActions post={post} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per post with the same facts and actions. */
export function PostCards({ posts, onDelete }: ViewProps) {
  return (
    <ul className="flex flex-col gap-2 md:hidden">
      {posts.map((post) => (
        <li
          key={post.id}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3"
        >
          <div className="flex items-start gap-3">
            <PostThumb post={post} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <Link
                to={editPostPath(post.id)}
                lang={post.language}
                className="line-clamp-2 font-semibold text-ink [unicode-bidi:plaintext]"
              >
                {post.title}
              </Link>
              <span className="text-xs text-slate-600">
                {post.author} · <PostDateCell post={post} />
              </span>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <PostStatusBadge status={post.status} />
            <LanguageTag language={post.language} />
            <span className="ms-auto">
              <PostActions post={post} onDelete={onDelete} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
