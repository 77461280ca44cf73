export type VideoSource =
  | { provider: 'youtube'; id: string; embedUrl: string; url: string }
  | { provider: 'vimeo'; id: string; embedUrl: string; url: string }
  | { provider: 'other'; url: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'];
const YOUTUBE_PATHS = ['embed', 'shorts', 'live', 'v', 'e'];

const stripWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

function youtubeId(url: URL): string | null {
  const host = stripWww(url.hostname);
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = first;
  else if (YOUTUBE_HOSTS.includes(host)) {
    id =
      first === 'watch' ? url.searchParams.get('v') : YOUTUBE_PATHS.includes(first) ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** vimeo.com/123, vimeo.com/123/<hash>, vimeo.com/channels/x/123, player.vimeo.com/video/123. */
function vimeoMatch(url: URL): { id: string; hash: string | null } | null {
  const host = stripWww(url.hostname);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index < 0) return null;
  const next = parts[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[\da-f]+$/i.test(next) ? next : null);
  return { id: parts[index], hash };
}

/**
 * Turns a product's or a post's video URL into an embeddable player URL (YouTube through the privacy-enhanced
 * youtube-nocookie.com, Vimeo through its player) or, for anything else, just the external link.
 * Only http(s) URLs are accepted at all: a javascript: link must never reach an href.
 */
export function parseVideoUrl(raw: string | null | undefined): VideoSource | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const href = url.toString();

  const yt = youtubeId(url);
  if (yt) {
    return {
      provider: 'youtube',
      id: yt,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}`,
      url: href,
    };
  }
  const vimeo = vimeoMatch(url);
  if (vimeo) {
    const query = vimeo.hash ? `?h=${encodeURIComponent(vimeo.hash)}` : '';
    return {
      provider: 'vimeo',
      id: vimeo.id,
      embedUrl: `https://player.vimeo.com/video/${vimeo.id}${query}`,
      url: href,
    };
  }
  return { provider: 'other', url: href };
}

/** Blog posts accept only links that play embedded (YouTube or Vimeo). */
export const isEmbeddableVideoUrl = (raw: string): boolean => {
  const source = parseVideoUrl(raw);
  return source !== null && source.provider !== 'other';
};
