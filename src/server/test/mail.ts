import { SMTPServer } from 'smtp-server';

/** The decoded text/plain part of a raw MIME message (base64 or quoted-printable). */
export function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [headers, ...bodyLines] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(headers)) continue;
    const body = bodyLines.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64')
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  throw new Error('no text/plain part in the mail');
}

/** The first link to the given page in a mail, e.g. mailLink(raw, '/confirm-email'). */
export function mailLink(raw: string, page: string): URL {
  const match = mailText(raw).match(new RegExp(`https?://\\S+${page}\\?\\S+`));
  if (!match) throw new Error(`no ${page} link in the mail`);
  return new URL(match[0]);
}

export interface CapturedMail {
  to: string;
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  mails: CapturedMail[];
  waitForMail(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          mails.push({ to: rcpt.address, raw: Buffer.concat(chunks).toString('utf8') });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.findLast((mail) => mail.to === to);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
