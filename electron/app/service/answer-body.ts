import { ServiceError } from './service-error.ts';

/**
 * The most bytes of a JSON answer the client reads. The largest answer the desk asks for, a list of 5000
 * ASINs, is about 1.4 MB; an endless or huge answer from a broken or hostile service stops here.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Reads an answer's body as text, refusing one over `maxBytes` (by its declared length, or while reading it). */
export async function readAnswerText(response: Response, path: string, maxBytes = MAX_ANSWER_BYTES): Promise<string> {
  const tooLarge = () =>
    new ServiceError(
      'service',
      `The service's answer to ${path} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, more than any answer the desk asks for, so it was not read.`,
      { httpStatus: response.status },
    );
  const length = response.headers.get('content-length');
  if (length !== null && /^\d+$/.test(length) && Number(length) > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
