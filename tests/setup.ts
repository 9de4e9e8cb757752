/** Screens rendered against the mock (after setupDom and setupMock): the app pointed at the mock's API. */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach } from 'vitest';
import { setApiBaseUrl } from '@/api/httpSettings';
import { MOCK_API_BASE, setRuntimeConfig } from '@/config/env';

// jsdom's FormData, File and Blob are not understood by Node's fetch, which carries every request to the
// mock: a file in a multipart body would arrive as the text "undefined". Node's own classes travel intact.
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });

beforeEach(() => {
  setRuntimeConfig({ apiUrl: MOCK_API_BASE, mock: true });
  setApiBaseUrl(MOCK_API_BASE);
});
