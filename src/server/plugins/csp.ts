import { createHash } from 'node:crypto';
import { PAINT_GATE_SCRIPT } from '../../shared/paint-gate';
import type { Config } from '../config';

/** The CSP source that allows exactly this inline script and no other. */
const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The CSP the built app runs under: no third-party scripts and no inline ones but the paint gate
 * (shared/paint-gate.ts, by its hash), no framing of the shop.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", inlineScriptSource(PAINT_GATE_SCRIPT)],
    // react-hot-toast injects its keyframes as a <style> element.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Uploads come from object storage's public URL (a CDN, a bucket) when S3 is configured.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
    ],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // Product and blog videos are embedded from YouTube / Vimeo; the contact page's office map
    // from OpenStreetMap.
    frameSrc: [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.openstreetmap.org',
    ],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", config.paymob.apiUrl],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}

/**
 * Uploaded files opened directly are documents of their own: they may show themselves and run
 * nothing (no scripts, forms, plugins or framing), whatever a file turned out to contain.
 */
export const UPLOAD_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'none'; sandbox";
