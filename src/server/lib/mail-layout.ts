import type { Language } from '../../shared/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface MailContent {
  language: Language;
  to: string;
  subject: string;
  storeName: string;
  greeting: string;
  paragraphs: string[];
  button: { label: string; link: string };
  note?: string;
  /** Label and value rows under the text (an order's amounts); `strong`: the total. */
  summary?: { label: string; value: string; strong?: boolean }[];
}

function summaryTable(rows: NonNullable<MailContent['summary']>, start: string, end: string) {
  const cell = (align: string, strong?: boolean) =>
    `padding:6px 0;border-top:1px solid #e2e8f0;text-align:${align}${strong ? ';font-weight:bold' : ''}`;
  const lines = rows.map(
    ({ label, value, strong }) =>
      `<tr><td style="${cell(start, strong)}">${escapeHtml(label)}</td><td style="${cell(end, strong)};white-space:nowrap">${escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse;font-size:15px">
          ${lines.join('\n          ')}
        </table>`;
}

/** One look for every mail: the shop's name, the text, one clear button, HTML + plain text. */
export function renderMail(content: MailContent): MailMessage {
  const dir = content.language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n        ');
  const summary = content.summary?.length
    ? `\n        ${summaryTable(content.summary, align, dir === 'rtl' ? 'left' : 'right')}`
    : '';
  const html = `<!doctype html>
<html lang="${content.language}" dir="${dir}">
<body style="margin:0;background:#f1f5f9;font-family:Tahoma,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
    <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
      <tr><td style="background:#166534;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(content.storeName)}</td></tr>
      <tr><td dir="${dir}" style="padding:24px;font-size:16px;line-height:1.6;text-align:${align}">
        <p>${escapeHtml(content.greeting)}</p>
        ${paragraphs}${summary}
        <p style="text-align:center;margin:28px 0"><a href="${escapeHtml(content.button.link)}" style="background:#f59e0b;color:#0f172a;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px;display:inline-block">${escapeHtml(content.button.label)}</a></p>
        ${content.note ? `<p style="font-size:13px;color:#475569">${escapeHtml(content.note)}</p>` : ''}
        <p style="font-size:12px;color:#64748b;word-break:break-all" dir="ltr">${escapeHtml(content.button.link)}</p>
      </td></tr>
    </table>
  </td></tr></table>
</body>
</html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs,
    ...(content.summary?.length
      ? ['', ...content.summary.map(({ label, value }) => `${label}: ${value}`)]
      : []),
    '',
    `${content.button.label}:`,
    content.button.link,
    ...(content.note ? ['', content.note] : []),
    '',
    content.storeName,
  ].join('\n');
  return {
    to: content.to,
    subject: `${content.subject} | ${content.storeName}`,
    html,
    text,
    link: content.button.link,
  };
}

export const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  ar: (name) => `مرحبًا ${name}،`,
};
