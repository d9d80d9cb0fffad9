/** A file to upload: its name, bytes and media type (default `text/csv`). */
export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** Builds the multipart form of a bulk endpoint: each validated field as text, then the file. */
export function buildForm(fields: unknown, file: UploadFile, fileField: string): FormData {
  const form = new FormData();
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  // Copy into a plain ArrayBuffer-backed view: Blob takes no shared buffers.
  form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'text/csv' }), file.name);
  return form;
}
