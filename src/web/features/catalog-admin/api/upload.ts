import { API_BASE, acceptLanguage, refreshSession, toApiError } from '../../../lib/api-client';
import { hasLoggedInCookie, readCookie } from '../../../lib/cookies';
import { ApiError } from '../../../lib/errors';
import i18n from '../../../lib/i18n';
import type { AdminImage } from './keys';

interface Reply {
  status: number;
  text: string;
  contentType: string;
}

/** One multipart POST through XMLHttpRequest, the only browser API that reports upload progress. */
function post(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    // The same headers as every api-client call (SPEC §7); rebuilt per attempt (XSRF rotates).
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', acceptLanguage());
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        contentType: xhr.getResponseHeader('content-type') ?? 'application/json',
      });
    const fail = (kind: 'network' | 'timeout') => () =>
      reject(new ApiError({ kind, status: 0, message: i18n.t(`errors.${kind}`) }));
    xhr.onerror = fail('network');
    xhr.ontimeout = fail('timeout');
    xhr.send(form);
  });
}

/**
 * POST /admin/products/:id/images with the files as `files` fields; answers the product's full
 * image list. A 401 is healed by one silent refresh and one retry, like api-client.
 */
export async function uploadProductImages(
  productId: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<AdminImage[]> {
  const path = `/admin/products/${encodeURIComponent(productId)}/images`;
  const answer = await uploadFiles<{ images: AdminImage[] }>(path, files, onProgress);
  return answer.images;
}

/**
 * A multipart POST of `files` (as `files` fields) to an API path, answering its JSON; the same
 * headers, silent refresh and error envelope as every api-client call.
 */
export async function uploadFiles<T>(
  path: string,
  files: File[],
  onProgress: (fraction: number) => void = () => {},
): Promise<T> {
  const url = `${API_BASE}${path}`;
  const form = () => {
    const data = new FormData();
    for (const file of files) data.append('files', file, file.name);
    return data;
  };
  let reply = await post(url, form(), onProgress);
  if (reply.status === 401 && hasLoggedInCookie() && (await refreshSession())) {
    onProgress(0);
    reply = await post(url, form(), onProgress);
  }
  const response = new Response(reply.text || null, {
    status: reply.status || 500,
    headers: { 'content-type': reply.contentType },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
