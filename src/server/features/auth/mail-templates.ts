import type { Language } from '../../../shared/constants';
import { greeting, renderMail } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/** The two link mails with a code, and the notice to an owner whose address was registered again. */
export type AuthMailKind = 'confirm_email' | 'reset_password' | 'account_exists';

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
  // Registration answers the same for a taken address (decision 025); the owner learns it here.
  account_exists: {
    en: {
      subject: 'You already have an account',
      intro:
        'Someone tried to create an account with this email address, but it already has one. If it was you, sign in with your password, or choose "Forgot password?" on the sign-in page to set a new one.',
      button: 'Sign in',
      note: 'If it was not you, you can ignore this email; nothing about your account has changed.',
    },
    ar: {
      subject: 'لديك حساب بالفعل',
      intro:
        'حاول أحدهم إنشاء حساب بعنوان البريد الإلكتروني هذا، لكن لديه حساب بالفعل. إذا كنت أنت، فسجّل الدخول بكلمة مرورك، أو اختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول لتعيين كلمة مرور جديدة.',
      button: 'تسجيل الدخول',
      note: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ لم يتغير شيء في حسابك.',
    },
  },
};

/** The confirmation, reset and account-exists mails, in the recipient's language. */
export function renderAuthMail(options: {
  kind: AuthMailKind;
  language: Language;
  to: string;
  firstName: string;
  storeName: string;
  link: string;
}): MailMessage {
  const t = TEXTS[options.kind][options.language];
  return renderMail({
    language: options.language,
    to: options.to,
    subject: t.subject,
    storeName: options.storeName,
    greeting: greeting[options.language](options.firstName),
    paragraphs: [t.intro],
    button: { label: t.button, link: options.link },
    note: t.note,
  });
}
