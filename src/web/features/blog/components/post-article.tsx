import { Link } from 'react-router';
import type { RenderedMarkdown } from '../../../../shared/markdown';
import type { BlogPost } from '../../../../shared/schemas/blog';
import { MarkdownContent } from '../../../components/markdown-content';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { VideoEmbed } from '../../../components/video-embed';
import { COVER_ARTICLE_SIZES } from '../../../lib/srcset';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { dirOf, LanguageBadge, PostDate, TagLinks } from './post-bits';
import { PostCover } from './post-card';
import { RelatedPosts } from './related-posts';

/**
 * One post. The article takes the post's language and direction (an Arabic post is RTL in the
 * English shop too); the shop's own words around it (author, date, tags) keep the page's.
 */
export function PostArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ui = { lang, dir: dirOf(lang) };
  return (
    <div className="flex flex-col gap-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {/* The title is the h1 right below: repeated here it would only be cut off. */}
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: '/' },
            { label: t('nav.news'), to: '/news' },
          ]}
        />
        {post.language === lang ? null : (
          // The shop switched language on an article: each language has its own news (052).
          <Alert
            actions={
              <Link to="/news" className="font-semibold underline">
                {t('news.otherLanguage.link')}
              </Link>
            }
          >
            {t('news.otherLanguage.text', { language: t(`news.languages.${post.language}`) })}
          </Alert>
        )}
        <article lang={post.language} dir={dirOf(post.language)} className="flex flex-col gap-6">
          <header className="flex flex-col gap-4">
            <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-ink sm:text-4xl">
              {post.title}
            </h1>
            {/* On a phone the author has a line of its own and the date and badges the next: in
                one wrapping row, whether the badge fit depended on the font, so the row wrapped
                in the system font and not in Cairo and the swap moved the page (0.19). */}
            <div
              {...ui}
              className="flex flex-col gap-x-3 gap-y-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:items-center"
            >
              <span>
                {t('news.by')} <span className="font-semibold text-ink">{post.author}</span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
                {post.publishedAt ? <PostDate value={post.publishedAt} withRelative /> : null}
                <LanguageBadge language={post.language} />
                {post.status === 'draft' ? <Badge tone="warning">{t('news.draft')}</Badge> : null}
              </span>
            </div>
          </header>
          {post.coverImageUrl ? (
            <PostCover
              src={post.coverImageUrl}
              thumbSrc={post.coverThumbUrl}
              sizes={COVER_ARTICLE_SIZES}
              high
              className="rounded-2xl"
            />
          ) : null}
          {/* Rendered on the server by the shared renderer: see MarkdownContent. */}
          <MarkdownContent html={post.contentHtml as RenderedMarkdown} lang={post.language} />
          {post.videoUrl ? (
            <section {...ui} aria-labelledby="post-video" className="flex flex-col gap-3">
              <h2 id="post-video" className="text-lg font-bold">
                {t('news.video')}
              </h2>
              <VideoEmbed url={post.videoUrl} title={t('news.videoTitle', { title: post.title })} />
            </section>
          ) : null}
          {post.tags.length > 0 ? (
            <footer {...ui} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
              <h2 className="text-sm font-bold text-slate-700">{t('news.tags')}</h2>
              <TagLinks tags={post.tags} />
            </footer>
          ) : null}
        </article>
      </div>
      {post.status === 'published' ? (
        <RelatedPosts postId={post.id} language={post.language} />
      ) : null}
    </div>
  );
}
