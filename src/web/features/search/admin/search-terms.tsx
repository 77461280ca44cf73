import { type FormEvent, useState } from 'react';
import { SEARCH_STATS_PERIODS, type SearchStatRow } from '../../../../shared/schemas/search';
import { SectionCard } from '../../../components/admin/section-card';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useCategories } from '../../catalog/api/catalog';
import { useRedirects, useSearchStats, useSearchTermWrites, useSynonyms } from '../api/admin';

/** "سكوتر = اسكوتر, scooter" → the words. */
const splitTerms = (text: string) =>
  text
    .split(/[=,،\n]/)
    .map((term) => term.trim())
    .filter(Boolean);

/** Admin → Search terms (issue 23): synonyms, redirects, what shoppers searched. */
export function SearchTermsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const synonyms = useSynonyms();
  const redirects = useRedirects();
  const categories = useCategories();
  const [days, setDays] = useState<number>(7);
  const stats = useSearchStats(days);
  const writes = useSearchTermWrites();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const n = (value: number) => formatNumber(value, lang);

  const saveSynonym = (event: FormEvent) => {
    event.preventDefault();
    writes.saveSynonym.mutate(
      { id: editing ?? undefined, input: { terms: splitTerms(draft) } },
      {
        onSuccess: () => {
          setDraft('');
          setEditing(null);
          toast.success(t('admin.searchTerms.saved'));
        },
      },
    );
  };
  const addRedirect = (event: FormEvent) => {
    event.preventDefault();
    writes.addRedirect.mutate(
      { term, categoryId },
      {
        onSuccess: () => {
          setTerm('');
          toast.success(t('admin.searchTerms.saved'));
        },
      },
    );
  };

  const statTable = (title: string, rows: SearchStatRow[], id: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <h3 id={id} className="font-bold text-ink">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.searchTerms.noStats')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={id} className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-start text-slate-600">
                <th className="py-2 text-start font-semibold">{t('admin.searchTerms.query')}</th>
                <th className="py-2 text-end font-semibold">{t('admin.searchTerms.searches')}</th>
                <th className="py-2 text-end font-semibold">{t('admin.searchTerms.results')}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.query} className="border-b border-slate-100">
                  <td className="py-2 font-semibold text-ink" dir="auto">
                    {row.query}
                  </td>
                  <td className="py-2 text-end tabular-nums">{n(row.searches)}</td>
                  <td className="py-2 text-end tabular-nums">{n(row.lastResults)}</td>
                  <td className="py-2 text-end">
                    <span className="inline-flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setEditing(null);
                          setDraft(`${row.query} = `);
                          document.getElementById('search-synonyms-input')?.focus();
                        }}
                      >
                        {t('admin.searchTerms.makeSynonym')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setTerm(row.query);
                          document.getElementById('search-redirect-category')?.focus();
                        }}
                      >
                        {t('admin.searchTerms.makeRedirect')}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('admin.searchTerms.title')} description={t('admin.searchTerms.intro')} />

      <SectionCard
        id="search-stats"
        title={t('admin.searchTerms.stats')}
        actions={
          <Select
            label={t('admin.searchTerms.days')}
            hideLabel
            value={String(days)}
            options={SEARCH_STATS_PERIODS.map((d) => ({
              value: String(d),
              label: t('admin.searchTerms.lastDays', { count: d }),
            }))}
            onChange={(event) => setDays(Number(event.target.value))}
          />
        }
      >
        <div className="flex flex-col gap-6 lg:flex-row">
          {statTable(t('admin.searchTerms.top'), stats.data?.top ?? [], 'search-top')}
          {statTable(t('admin.searchTerms.noResults'), stats.data?.noResults ?? [], 'search-zero')}
        </div>
      </SectionCard>

      <SectionCard
        id="search-synonyms"
        title={t('admin.searchTerms.synonyms')}
        description={t('admin.searchTerms.synonymsHint')}
      >
        <form onSubmit={saveSynonym} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            id="search-synonyms-input"
            label={t('admin.searchTerms.synonymTerms')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="flex-1"
            dir="auto"
          />
          <Button type="submit" loading={writes.saveSynonym.isPending}>
            {editing ? t('admin.searchTerms.save') : t('admin.searchTerms.addSynonym')}
          </Button>
          {editing ? (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(null);
                setDraft('');
              }}
            >
              {t('admin.searchTerms.cancel')}
            </Button>
          ) : null}
        </form>
        {synonyms.data?.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.searchTerms.noSynonyms')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {synonyms.data?.items.map((group) => (
              <li key={group.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-semibold text-ink" dir="auto">
                  {group.terms.join(' = ')}
                </span>
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      setEditing(group.id);
                      setDraft(group.terms.join(' = '));
                    }}
                  >
                    {t('admin.searchTerms.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      window.confirm(t('admin.searchTerms.confirmDelete')) &&
                      writes.deleteSynonym.mutate(group.id)
                    }
                  >
                    {t('admin.searchTerms.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard
        id="search-redirects"
        title={t('admin.searchTerms.redirects')}
        description={t('admin.searchTerms.redirectsHint')}
      >
        <form onSubmit={addRedirect} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={t('admin.searchTerms.term')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className="flex-1"
            dir="auto"
          />
          <Select
            id="search-redirect-category"
            label={t('admin.searchTerms.categoryLabel')}
            value={categoryId}
            options={[
              { value: '', label: t('admin.searchTerms.chooseCategory') },
              ...(categories.data ?? []).map((c) => ({
                value: c.id,
                label: localized(c, 'name', lang),
              })),
            ]}
            onChange={(event) => setCategoryId(event.target.value)}
            className="sm:w-64"
          />
          <Button type="submit" loading={writes.addRedirect.isPending}>
            {t('admin.searchTerms.addRedirect')}
          </Button>
        </form>
        {redirects.data?.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.searchTerms.noRedirects')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {redirects.data?.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span dir="auto">
                  <strong className="text-ink">{r.term}</strong> →{' '}
                  {localized(r.category, 'name', lang)}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => writes.deleteRedirect.mutate(r.id)}
                >
                  {t('admin.searchTerms.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
