export function precompress(dir: string): Promise<string[]>;
export function brotliOptions(source: Uint8Array): import('node:zlib').BrotliOptions;
export const GZIP_OPTIONS: import('node:zlib').ZlibOptions;
