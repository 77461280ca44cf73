// The offline page in the visitor's language: as the server chooses it (`?lng=`, the `i18next`
// cookie), then the app's stored choice, then Arabic, the shop's default (decision 062).
(() => {
  const pick = (value) => (value === 'en' || value === 'ar' ? value : null);
  let stored = null;
  try {
    stored = localStorage.getItem('i18nextLng');
  } catch {
    // storage off: the other sources decide
  }
  const cookie = document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/);
  const lang =
    pick(new URLSearchParams(location.search).get('lng')) ||
    pick(cookie ? decodeURIComponent(cookie[1]).slice(0, 2) : null) ||
    pick(stored?.slice(0, 2)) ||
    'ar';
  const root = document.documentElement;
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  for (const block of document.querySelectorAll('[data-lang]')) {
    block.hidden = block.getAttribute('data-lang') !== lang;
  }
  document.title = document.querySelector(`[data-lang="${lang}"] h1`).textContent;
  for (const button of document.querySelectorAll('[data-retry]')) {
    button.addEventListener('click', () => location.reload());
  }
})();
