import { api } from '../../lib/api-client';

/**
 * Opens a document page (invoice, packing slip) in a new tab. The page is a plain navigation,
 * which the API client's silent refresh cannot cover, so the session is refreshed first if it
 * needs it; the tab is opened before that wait, while the click still allows a new window.
 */
export async function openDocument(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    await api.get('/auth/me', { silent: true });
  } catch {
    // The page itself answers what is wrong (signed out, not allowed).
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.location.assign(url);
  }
}

/** The path with its query: only the parameters that are set. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
