/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as the gateway reads it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their styles. */
function filesOf(manifest: BuildManifest, key: string, scripts: Set<string>, styles: Set<string>) {
  const chunk = manifest[key];
  if (chunk === undefined || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const style of chunk.css ?? []) styles.add(style);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, scripts, styles);
}

/**
 * The `<link>` tags announcing a route module's chunks and styles that the page's entry does not
 * already bring: the styles, so a server-rendered page paints styled, and modulepreloads, so the
 * route's code downloads with the entry script instead of after it. Links, not scripts: allowed by
 * a CSP of scripts from our own origin.
 */
export function routeAssetLinks(
  manifest: BuildManifest,
  routeModule: string,
  entry = 'index.html',
): string {
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  filesOf(manifest, entry, entryScripts, entryStyles);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  filesOf(manifest, routeModule, scripts, styles);
  return [
    ...[...styles]
      .filter((file) => !entryStyles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => !entryScripts.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
