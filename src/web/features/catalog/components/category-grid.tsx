import { Link } from 'react-router';
import type { Category } from '../../../../shared/schemas/catalog';
import { BoltIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { buildSrcSet, TILE, TILE_SIZES } from '../../../lib/srcset';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-7';

export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className={GRID}>
      {categories.map((category) => {
        const name = localized(category, 'name', lang);
        return (
          <li key={category.id}>
            <Link
              to={`/category/${category.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-700 hover:shadow-md"
            >
              {category.imageUrl ? (
                <img
                  src={category.imageUrl}
                  // A phone's two columns take the 400 px copy: a quarter of the bytes to fetch
                  // and decode (Lighthouse's "properly size images" on home, session 29).
                  srcSet={buildSrcSet({
                    url: category.imageUrl,
                    thumbUrl: category.imageThumbUrl,
                    width: TILE.width,
                  })}
                  sizes={TILE_SIZES}
                  alt=""
                  width={TILE.width}
                  height={TILE.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-white object-cover transition-transform group-hover:scale-105"
                />
              ) : (
                <div className="flex aspect-[4/3] items-center justify-center bg-brand-50 text-brand-700">
                  <BoltIcon className="size-10" />
                </div>
              )}
              <div className="flex flex-col gap-0.5 border-t border-slate-100 p-3">
                <span className="font-bold leading-snug text-ink group-hover:text-brand-800">
                  {name}
                </span>
                <span className="text-xs text-slate-600">
                  {t('home.productCount', {
                    count: category.productCount,
                    formatted: formatNumber(category.productCount, lang),
                  })}
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function CategoryGridSkeleton({ count = 7 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className={GRID}>
      {Array.from({ length: count }, (_, index) => `placeholder-${index}`).map((id) => (
        <div key={id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
