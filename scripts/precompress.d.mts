export function precompress(dir: string): Promise<string[]>;
