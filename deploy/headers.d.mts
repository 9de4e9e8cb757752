export const CONTENT_TYPES: Record<string, string>;
export const COMPRESSIBLE: RegExp;
export function contentSecurityPolicy(apiUrl?: string, imageOrigins?: string[]): string;
export const STRICT_TRANSPORT_SECURITY: string;
export function securityHeaders(options?: { apiUrl?: string; imageOrigins?: string[]; https?: boolean }): Record<string, string>;
export const IMMUTABLE_CACHE: string;
export const REVALIDATE_CACHE: string;
