import { parseVideoUrl } from '../../shared/video-url';
import { useTranslation } from '../lib/translation';

const ExternalIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className="size-4 rtl:-scale-x-100"
  >
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

interface VideoEmbedProps {
  url: string | null | undefined;
  /** The frame's accessible name, e.g. 'Video: Smart charger'. */
  title: string;
}

/**
 * YouTube and Vimeo videos play embedded (the CSP allows those frames). A video can still be
 * blocked from embedding by its owner, or removed: the link to open it on its own site is always
 * there (SPEC §2). Any other URL gets only the link. Used by products and news posts.
 */
export function VideoEmbed({ url, title }: VideoEmbedProps) {
  const { t } = useTranslation();
  const source = parseVideoUrl(url);
  if (!source) return null;
  return (
    <>
      {source.provider !== 'other' ? (
        <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900">
          <iframe
            src={source.embedUrl}
            title={title}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
            allowFullScreen
            // YouTube refuses to play without knowing the embedding origin (its error 153).
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0"
          />
        </div>
      ) : null}
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1.5 rounded font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {t('product.openVideo')}
        <ExternalIcon />
      </a>
    </>
  );
}
