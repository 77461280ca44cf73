import { Link } from 'react-router';
import {
  FacebookIcon,
  InstagramIcon,
  XIcon,
  YoutubeIcon,
} from '../../../components/ui/social-icons';
import { useCategories } from '../../../features/catalog/api/catalog';
import { formatNumber } from '../../../lib/format';
import { useNow } from '../../../lib/page-time';
import { useSiteInfo } from '../../../lib/site-info';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useBilingual, useLang } from '../../../lib/use-lang';
import { SiteLogo } from '../header/site-logo';
import { FooterContact } from './footer-contact';
import { COMPANY_LINKS, FOOTER_CATEGORY_SLUGS, LEGAL_LINKS } from './footer-links';

const SOCIAL = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'x', Icon: XIcon },
  { key: 'youtube', Icon: YoutubeIcon },
] as const;

const linkClass = 'rounded hover:text-white hover:underline underline-offset-4';

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="flex flex-col gap-2.5">
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const now = useNow();
  const { t } = useTranslation();
  const lang = useLang();
  const bilingual = useBilingual();
  const { data: site } = useSiteInfo();
  const { data: categories } = useCategories();
  const store = site?.store;
  // A network the admin left empty in the store profile has no icon.
  const socials = store ? SOCIAL.filter(({ key }) => store.social[key]) : [];
  const categoryName = (slug: string) => {
    const category = categories?.find((c) => c.slug === slug);
    return category
      ? pickLocalized(lang, category.nameEn, category.nameAr)
      : t(`categories.${slug}`);
  };

  return (
    <footer className="mt-16 bg-brand-950 text-slate-300 [&_:focus-visible]:outline-accent">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.5fr]">
        <div className="flex flex-col gap-4">
          <SiteLogo inverted />
          {store ? <p className="max-w-xs leading-relaxed">{bilingual(store.tagline)}</p> : null}
          {socials.length > 0 ? (
            <ul className="flex gap-2" aria-label={t('footer.followUs')}>
              {socials.map(({ key, Icon }) => (
                <li key={key}>
                  <a
                    href={store?.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${key}`)}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent hover:text-ink"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-8 sm:col-span-1 lg:contents">
          <LinkColumn
            title={t('footer.company')}
            links={COMPANY_LINKS.map((l) => ({ to: l.to, label: t(l.key) }))}
          />
          <LinkColumn
            title={t('footer.categories')}
            links={FOOTER_CATEGORY_SLUGS.map((slug) => ({
              to: `/category/${slug}`,
              label: categoryName(slug),
            }))}
          />
        </div>
        {store ? <FooterContact store={store} /> : null}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            {t('footer.copyright', {
              year: formatNumber(new Date(now).getFullYear(), lang, { useGrouping: false }),
              name: bilingual(store?.name),
            })}
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex gap-4">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
