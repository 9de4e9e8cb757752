export const TEMPLATE_PATH: URL;
export const DEBIAN_MODULES_DIR: string;
export const EDGE_API_PATH: string;
export const UPLOAD_LIMIT: string;
export function parseUpstream(apiBaseUrl: string): { host: string; name: string; scheme: 'http' | 'https'; path: string; root: string };
export function securityHeadersConf(options?: { imageOrigins?: string[]; https?: boolean }): string;
export function typesBlock(): string;
export function renderEdgeConfig(settings: {
  port: string | number;
  distDir: string;
  runDir: string;
  upstream: string;
  tls?: { cert: string; key: string } | null;
  modulesDir?: string;
  user?: string | null;
  template?: string;
}): string;
export const HTTP2_REQUEST_POOL: number;
export function edgeAppConfig(builtConfig: unknown, options?: { requestPool?: number; http2?: boolean }): Record<string, unknown>;
