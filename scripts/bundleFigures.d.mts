/** Types of bundleFigures.mjs, for its test. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteScreen {
  path: string;
  page?: string;
  prefetch?: string;
}

export interface ScreenFigure extends RouteScreen {
  module: string;
  files: string[];
  bytes: number;
  ownFiles: string[];
  ownBytes: number;
}

export function closure(manifest: Manifest, keys: Iterable<string>, seen?: Set<string>): Set<string>;
export function scriptFiles(manifest: Manifest, keys: Iterable<string>): string[];
export function pathsOf(pathsSource: string): Record<string, string>;
export function routeScreensOf(routeTableSource: string, paths: Record<string, string>): RouteScreen[];
export function manifestKeyOf(manifest: Manifest, specifier: string, fromDir?: string): string;
export function screenFigures(
  manifest: Manifest,
  screens: RouteScreen[],
  loadedKeys: string[],
  sizeOf: (file: string) => number,
): { screens: ScreenFigure[]; shared: string[]; sharedBytes: number };
export function lazyPartFigure(
  manifest: Manifest,
  specifier: string,
  loadedFiles: Iterable<string>,
  sizeOf: (file: string) => number,
): { module: string; files: string[]; bytes: number };
