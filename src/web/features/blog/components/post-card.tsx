import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../../shared/schemas/blog';
import { NewsIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { COVER, COVER_CARD_SIZES, coverSrcSet } from '../../../lib/srcset';
import { postPath } from '../api/posts';
import { dirOf, LanguageBadge, PostDate, TagLinks } from './post-bits';

/**
 * A wide cover (stored at 1200 × 630 with an 800 px copy, decision 076), cropped to the same
 * frame everywhere.
 */
export function PostCover({
  src,
  thumbSrc = null,
  sizes = COVER_CARD_SIZES,
  eager = false,
  high = false,
  className = '',
}: {
  src: string | null;
  /** The 800 px copy a phone takes; a cover stored before it has none. */
  thumbSrc?: string | null;
  /** As the page lays the cover out; the server's preload of a post's cover names the same. */
  sizes?: string;
  eager?: boolean;
  /** The page's LCP image (a post's own cover): fetched first, decoded with the frame. */
  high?: boolean;
  className?: string;
}) {
  const frame = `aspect-[40/21] w-full bg-brand-50 ${className}`;
  if (!src) {
    return (
      <div className={`${frame} flex items-center justify-center text-brand-700`}>
        <NewsIcon className="size-12" />
      </div>
    );
  }
  return (
    // Loading hints before the source: some browsers start fetching as soon as src is set.
    <img
      loading={eager || high ? 'eager' : 'lazy'}
      fetchPriority={high ? 'high' : undefined}
      decoding={high ? 'sync' : 'async'}
      alt=""
      width={COVER.width}
      height={COVER.height}
      srcSet={coverSrcSet(src, thumbSrc)}
      sizes={sizes}
      src={src}
      className={`${frame} object-cover`}
    />
  );
}

interface PostCardProps {
  post: BlogPostSummary;
  eager?: boolean;
  /** h2 where the cards are the page's sections (/news), h3 under a section heading. */
  heading?: 'h2' | 'h3';
}

export function PostCard({ post, eager, heading: Heading = 'h3' }: PostCardProps) {
  const dir = dirOf(post.language);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PostCover
        src={post.coverImageUrl}
        thumbSrc={post.coverThumbUrl}
        eager={eager}
        className="border-b border-slate-100"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-600">
          <PostDate value={post.publishedAt} />
          <LanguageBadge language={post.language} />
        </div>
        <Heading lang={post.language} dir={dir} className="text-lg font-bold leading-snug text-ink">
          {/* The stretched link makes the whole card clickable while staying one tab stop. */}
          <Link
            to={postPath(post)}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? (
          <p lang={post.language} dir={dir} className="line-clamp-3 text-sm text-slate-700">
            {post.excerpt}
          </p>
        ) : null}
        {/* Above the stretched link, so each tag stays its own link. */}
        <TagLinks tags={post.tags.slice(0, 4)} className="relative z-10 mt-auto pt-1" />
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[40/21] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
      </div>
    </div>
  );
}

/** The news grid: one column on phones, two on tablets, three on desktops. */
export const POST_GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

export function PostGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={POST_GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <PostCardSkeleton key={index} />
      ))}
    </div>
  );
}
