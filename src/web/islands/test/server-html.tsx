// Run by islands.test.tsx in a process of its own (`node --import tsx`), where `react` is React:
// each island rendered as the server renders it (components/island.tsx), in each language, as
// JSON on stdout. The test hydrates that HTML with Preact, as a browser does (decision 080).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Island } from '../../components/island';
import { TranslationProvider } from '../../lib/translation';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { ISLANDS } from '../registry';
import { ISLAND_EXAMPLES } from './examples';

const html: Record<string, Record<string, string>> = {};
for (const lang of ['ar', 'en'] as const) {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    lng: lang,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  html[lang] = {};
  for (const [name, { props, queries = [] }] of Object.entries(ISLAND_EXAMPLES)) {
    const queryClient = new QueryClient();
    for (const [key, data] of queries) queryClient.setQueryData(key, data);
    html[lang][name] = renderToString(
      <TranslationProvider instance={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* As the server renders a page: inside its router (an island has none in the browser). */}
          <MemoryRouter>
            <Island name={name} component={await ISLANDS[name]()} props={props} />
          </MemoryRouter>
        </QueryClientProvider>
      </TranslationProvider>,
    );
  }
}
process.stdout.write(JSON.stringify(html));
