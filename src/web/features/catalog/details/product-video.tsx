import { VideoEmbed } from '../../../components/video-embed';
import { useTranslation } from '../../../lib/translation';
import { parseVideoUrl } from './video-url';

/** The product's video (embedded, with the link to open it on its own site; SPEC §2). */
export function ProductVideo({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation();
  if (!parseVideoUrl(url)) return null;
  return (
    <section aria-labelledby="product-video" className="flex flex-col gap-3">
      <h2 id="product-video" className="text-lg font-bold">
        {t('product.video')}
      </h2>
      <VideoEmbed url={url} title={t('product.videoTitle', { name })} />
    </section>
  );
}
