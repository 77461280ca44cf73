import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The main link of the mail, logged when mail goes to files (development). */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Connect and greeting limit of an SMTP delivery (docs/decisions/028). */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes DATA_DIR/mail/<time>-<to>.eml and its
 * link is logged, so development and demos work without a mail server.
 */
export function createMailer(
  options: {
    smtpUrl?: string;
    from: string;
    dataDir: string;
    /** SMTP connect and greeting limit; socket silence gets three times as long. */
    timeoutMs?: number;
  },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    // nodemailer waits up to 2 min to connect and 10 min on a silent socket. A hung mail server
    // would hold a job that long, and past the jobs table's 5-minute stale limit another
    // instance would take the job over and send the mail a second time.
    const limit = options.timeoutMs ?? SMTP_TIMEOUT_MS;
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: limit,
      greetingTimeout: limit,
      socketTimeout: limit * 3,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const folder = path.join(options.dataDir, 'mail');
  // Made once, not before every mail; a failure is tried again with the next one.
  let made: Promise<unknown> | undefined;
  const makeFolder = () => {
    made ??= mkdir(folder, { recursive: true }).catch((error) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await makeFolder();
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`,
      );
      // Written beside, then renamed: whoever reads the folder (a developer's mail viewer, the
      // end-to-end tests) never finds a mail half-written.
      const write = async () => {
        await writeFile(`${file}.part`, info.message as Buffer);
        await rename(`${file}.part`, file);
      };
      try {
        await write();
      } catch (error) {
        // The folder was removed since it was made (a test, an operator): make it again.
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
        made = undefined;
        await makeFolder();
        await write();
      }
      log.info({ file, link: message.link }, 'mail written to file (SMTP_URL is not set)');
    },
    close: () => {},
  };
}
