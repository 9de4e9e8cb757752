/** Types of buildSizes.mjs, for its test. */
import type { Manifest } from './bundleFigures.mjs';

export const LOGIN_SOURCE: string;
export const LOGIN_BROTLI_BUDGET_BYTES: number;

export interface Build {
  dist: string;
  manifest: Manifest;
  loginKeys: string[];
  gzipSize: (file: string) => number;
  brotliSize: (file: string) => number;
}

export interface SizedFiles {
  files: { file: string; bytes: number }[];
  bytes: number;
}

export function readBuild(dist?: string): Build;
export function loginScripts(build: Build): SizedFiles & { brotliBytes: number };
export function wholeBuildScripts(build: Build): SizedFiles;
