import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { panelId, TabList, tabId } from '../../../components/ui/tabs';
import { AuditLog } from '../../../features/audit-admin/components/audit-log';
import { LegalPagesManager } from '../../../features/settings-admin/components/legal-pages/legal-pages-manager';
import { SettingsManager } from '../../../features/settings-admin/components/settings-manager';
import { StoreProfileManager } from '../../../features/settings-admin/components/store-profile/store-profile-manager';
import { useTranslation } from '../../../lib/translation';

const SECTIONS = ['general', 'store', 'legal', 'audit'] as const;
type Section = (typeof SECTIONS)[number];
const ID_BASE = 'settings';

function Panel({ section }: { section: Section }) {
  if (section === 'store') return <StoreProfileManager />;
  if (section === 'legal') return <LegalPagesManager />;
  if (section === 'audit') return <AuditLog />;
  return <SettingsManager />;
}

/** /admin/settings?section=general|store|legal|audit: one tab per kind of setting, linkable. */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: Section = SECTIONS.includes(asked as Section) ? (asked as Section) : 'general';
  const [visited, setVisited] = useState(() => new Set<Section>([section]));
  const select = (next: Section) => {
    setVisited((current) => new Set(current).add(next));
    setParams(next === 'general' ? {} : { section: next }, { replace: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('admin.pages.settings.title')} />
      <TabList
        idBase={ID_BASE}
        label={t('admin.settings.sections.label')}
        selected={section}
        onSelect={select}
        items={SECTIONS.map((value) => ({
          value,
          label: t(`admin.settings.sections.${value}`),
        }))}
      />
      {/* A panel mounts on its first visit and then stays: switching tabs keeps unsaved edits. */}
      {SECTIONS.filter((value) => value === section || visited.has(value)).map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={panelId(ID_BASE, value)}
          aria-labelledby={tabId(ID_BASE, value)}
          hidden={value !== section}
        >
          <Panel section={value} />
        </div>
      ))}
    </div>
  );
}
