import type { Server } from 'node:http';

export function contentTypeOf(filePath: string): string;
export function contentSecurityPolicy(apiUrl?: string, imageOrigins?: string[]): string;
export function acceptsGzip(header?: string): boolean;
export function createDistServer(options: { distDir: string; apiUrl?: string; imageOrigins?: string[] }): Server;
