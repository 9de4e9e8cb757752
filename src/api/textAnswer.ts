/** One GET's answer as the API layer reads it: status, content type and the body's text. */
export interface TextAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** A GET read on the thread that calls it; a failed transport rejects as `fetch` does. */
export async function readTextHere(url: string, headers: Record<string, string>): Promise<TextAnswer> {
  const response = await fetch(url, { headers });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}
