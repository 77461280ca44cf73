import type { Category } from '../../../../shared/schemas/catalog';

/**
 * The category's wide banner at the top of its page, when the shop set one (issue 22). It is
 * decoration: the category's name follows as the page heading, so the picture has no alt text.
 */
export function CategoryBanner({ category }: { category: Pick<Category, 'bannerUrl'> }) {
  if (!category.bannerUrl) return null;
  return (
    <img
      src={category.bannerUrl}
      alt=""
      width={1920}
      height={480}
      decoding="async"
      fetchPriority="high"
      data-testid="category-banner"
      className="aspect-[5/2] w-full rounded-2xl bg-slate-100 object-cover sm:aspect-[4/1]"
    />
  );
}
