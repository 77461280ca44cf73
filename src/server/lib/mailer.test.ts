import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { mailText } from '../test/mail';
import { createMailer } from './mailer';

let dataDir = '';
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('writes each mail to DATA_DIR/mail when SMTP_URL is not set, and nothing beside them', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-mailer-'));
  const mailer = createMailer(
    { from: 'shop@greenvolt.example', dataDir },
    pino({ level: 'silent' }),
  );
  for (const to of ['a@example.com', 'b@example.com']) {
    await mailer.send({ to, subject: 'Welcome', text: `Welcome, ${to}`, html: '<p>Welcome</p>' });
  }
  const folder = path.join(dataDir, 'mail');
  // Each mail is written beside its name and renamed when whole: no part file is left.
  const files = (await readdir(folder)).sort();
  expect(files).toHaveLength(2);
  expect(files[0]).toMatch(/-a@example\.com\.eml$/);
  expect(files[1]).toMatch(/-b@example\.com\.eml$/);
  const raw = await readFile(path.join(folder, files[1]), 'utf8');
  expect(mailText(raw)).toContain('Welcome, b@example.com');
});
