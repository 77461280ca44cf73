import { useLocation } from 'react-router';
import { useSiteInfo } from '../lib/site-info';
import { useTranslation } from '../lib/translation';
import { whatsappDigits } from '../lib/whatsapp';
import { Icon } from './ui/icons';

// Pages with their own way to ask (the product page's "Ask about this product") or a bar fixed
// at the bottom of a phone's screen (cart, checkout) go without the floating button.
const OWN_WAY = /^\/(products\/[^/]+|cart|checkout)\/?$/;

/**
 * The floating WhatsApp button of the storefront (issue 24, decision 060): a plain link drawn by
 * the server, in the bottom end corner, and room for it below the footer; nothing without the
 * shop's number. On every page's first
 * load, so kept to a few hundred bytes: a small drawn bubble, no icon package.
 */
export function WhatsappButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const digits = whatsappDigits(useSiteInfo().data?.store.whatsapp);
  if (!digits || OWN_WAY.test(pathname)) return null;
  return (
    <>
      {/* The footer's colour below its last row, so the button never hides its links. */}
      <div className="h-20 bg-brand-950" />
      <a
        href={`https://wa.me/${digits}`}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed end-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-[#128c7e] text-white shadow-lg ring-2 ring-white"
      >
        <Icon className="size-8">
          <path d="m3 21 1.5-4.6a9 9 0 1 1 3.2 3.1ZM8.5 7.5c0 4.5 3.5 8 8 8l.8-2-2.3-1-1.1 1.1a5 5 0 0 1-2.5-2.5l1.1-1.1-1-2.3Z" />
        </Icon>
        <span className="sr-only">{t('whatsapp.chat')}</span>
      </a>
    </>
  );
}
