import { z } from 'zod';

/** Machine-readable error codes; the message travels localised beside them. */
export const errorCodes = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CSRF',
  'EMAIL_NOT_CONFIRMED',
  /** A confirmation link opened again after it confirmed the address (issue 24 item 11). */
  'ALREADY_CONFIRMED',
  'ACCOUNT_DISABLED',
  'ACCOUNT_LOCKED',
  /** Two-factor sign-in: the owner must enrol first; the code step's challenge is spent. */
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_EXPIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  /** A product CSV over IMPORT_MAX_BYTES (decision 057): its own code, the page names the limit. */
  'IMPORT_FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  /** Another service we called (a courier) refused (502), never answered (504), or the
   * request is well-formed but cannot be served as asked (422: an address the courier lacks). */
  'BAD_GATEWAY',
  'GATEWAY_TIMEOUT',
  'UNPROCESSABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  field: z.string(),
  messages: z.array(z.string()),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The envelope of every 4xx/5xx answer (DESIGN §4). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes).optional(),
  message: z.string(),
  hint: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
