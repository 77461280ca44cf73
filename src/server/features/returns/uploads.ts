import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** The files of a multipart request, as the product images' upload reads them. */
export async function readImageFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
  const files: Buffer[] = [];
  try {
    for await (const part of request.files()) files.push(await part.toBuffer());
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.imageTooLarge');
    }
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('BAD_REQUEST', 400, 'returns.tooManyPhotos', { params: { max: 3 } });
    }
    throw error;
  }
  return files;
}
