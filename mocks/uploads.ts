/**
 * Uploaded files: kept in the `uploads` collection (bytes as base64) and served back, with their content
 * type, from /uploads/{folder}/{filename} on the API's host, like the provider does. File names are
 * issued here; the client's name only lends its extension.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, newId, type UploadRecord } from './db';

/** A file field of a multipart body: a File (Node's or the browser's), never a string. */
export function isUploadedFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).size === 'number';
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The client's extension when it is a plain one ('.png', '.jpeg'), lowercased; else none. */
function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? `.${match[1].toLowerCase()}` : '';
}

/** A unique, safe file name: '{prefix}-{mongo-like id}{.ext}', never a path from the client. */
export function uploadName(prefix: string, clientName: string, now: number = Date.now()): string {
  return `${prefix}-${newId(now)}${extensionOf(clientName)}`;
}

/** Keeps the bytes under a new name and gives that name. */
export async function saveUpload(folder: string, prefix: string, file: File, now: number = Date.now()): Promise<string> {
  const name = uploadName(prefix, file.name, now);
  await storeUpload({ _id: name, folder, contentType: file.type || 'application/octet-stream', data: bytesToBase64(new Uint8Array(await file.arrayBuffer())), createdAt: new Date(now).toISOString() });
  return name;
}

export function storeUpload(record: UploadRecord): Promise<UploadRecord> {
  return db.uploads.create(record);
}

export function deleteUpload(folder: string, name: string | null | undefined): void {
  if (name) db.uploads.deleteMany((q) => q.where({ folder, _id: name }));
}

/** GET {host}/uploads/{folder}/{filename}: the bytes with their content type, or 404. */
export const uploadHandlers: HttpHandler[] = [
  http.get('*/uploads/:folder/:filename', ({ params }) => {
    const folder = String(params.folder);
    const name = String(params.filename);
    const upload = db.uploads.findFirst((q) => q.where({ folder, _id: name }));
    if (!upload) return HttpResponse.json({ success: false, message: 'File not found' }, { status: 404 });
    return new HttpResponse(base64ToBytes(upload.data), {
      status: 200,
      headers: { 'Content-Type': upload.contentType, 'Cache-Control': 'no-cache' },
    });
  }),
];
