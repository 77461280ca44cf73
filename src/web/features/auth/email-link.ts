import { emailLinkSchema } from '../../../shared/schemas/auth';
import type { EmailLink } from './api/account';

/**
 * The userId and code of a confirmation or reset link. SPEC §2 accepts the short names k and c
 * too; a link that does not match the shared schema counts as missing.
 */
export function readEmailLink(params: URLSearchParams): EmailLink | null {
  const parsed = emailLinkSchema.safeParse({
    userId: params.get('userId') ?? params.get('k') ?? undefined,
    code: params.get('code') ?? params.get('c') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
