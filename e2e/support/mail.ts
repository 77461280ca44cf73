import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailLink } from '../../src/server/test/mail';

/** The link of the newest mail the e2e server wrote for `to` (SMTP_URL is unset there). */
export async function linkFromMail(to: string, page: string, timeoutMs = 15_000): Promise<string> {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith(`-${to}.eml`))
      .sort();
    if (files.length > 0) {
      const raw = await readFile(path.join(folder, files.at(-1)!), 'utf8');
      const url = mailLink(raw, page);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
