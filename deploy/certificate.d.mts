export function makeCertificate(dir: string): { cert: string; key: string };
