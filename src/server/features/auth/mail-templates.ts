import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../lib/mailer';

export type AuthMailKind = 'confirm_email' | 'reset_password';

const TEXTS: Record<
  AuthMailKind,
  Record<Language, { subject: string; intro: string; button: string; note: string }>
> = {
  confirm_email: {
    en: {
      subject: 'Confirm your email address',
      intro:
        'Thank you for registering. Please confirm your email address to activate your account.',
      button: 'Confirm my email',
      note: 'This link is valid for 24 hours. If you did not create an account, you can ignore this email.',
    },
    ar: {
      subject: 'تأكيد بريدك الإلكتروني',
      intro: 'شكرًا لتسجيلك. يرجى تأكيد بريدك الإلكتروني لتفعيل حسابك.',
      button: 'تأكيد بريدي الإلكتروني',
      note: 'هذا الرابط صالح لمدة 24 ساعة. إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your account.',
      button: 'Choose a new password',
      note: 'This link is valid for 1 hour and works once. If you did not ask for it, you can ignore this email; your password stays the same.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      intro: 'وصلنا طلب لإعادة تعيين كلمة مرور حسابك.',
      button: 'اختيار كلمة مرور جديدة',
      note: 'هذا الرابط صالح لمدة ساعة واحدة ويُستخدم مرة واحدة. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
    },
  },
};

const GREETING: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  ar: (name) => `مرحبًا ${name}،`,
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** HTML + text mail in the recipient's language, with the shop's name and one clear button. */
export function renderAuthMail(options: {
  kind: AuthMailKind;
  language: Language;
  to: string;
  firstName: string;
  storeName: string;
  link: string;
}): MailMessage {
  const t = TEXTS[options.kind][options.language];
  const dir = options.language === 'ar' ? 'rtl' : 'ltr';
  const greeting = GREETING[options.language](options.firstName);
  const html = `<!doctype html>
<html lang="${options.language}" dir="${dir}">
<body style="margin:0;background:#f1f5f9;font-family:Tahoma,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
    <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
      <tr><td style="background:#166534;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(options.storeName)}</td></tr>
      <tr><td dir="${dir}" style="padding:24px;font-size:16px;line-height:1.6;text-align:${dir === 'rtl' ? 'right' : 'left'}">
        <p>${escapeHtml(greeting)}</p>
        <p>${escapeHtml(t.intro)}</p>
        <p style="text-align:center;margin:28px 0"><a href="${escapeHtml(options.link)}" style="background:#f59e0b;color:#0f172a;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px;display:inline-block">${escapeHtml(t.button)}</a></p>
        <p style="font-size:13px;color:#475569">${escapeHtml(t.note)}</p>
        <p style="font-size:12px;color:#64748b;word-break:break-all" dir="ltr">${escapeHtml(options.link)}</p>
      </td></tr>
    </table>
  </td></tr></table>
</body>
</html>`;
  const text = [
    greeting,
    '',
    t.intro,
    '',
    `${t.button}:`,
    options.link,
    '',
    t.note,
    '',
    options.storeName,
  ].join('\n');
  return {
    to: options.to,
    subject: `${t.subject} | ${options.storeName}`,
    html,
    text,
    link: options.link,
  };
}
