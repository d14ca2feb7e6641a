// Which built files are "the shell" the service worker precaches: the page, the entry's static
// graph (the sign-in screen included) and the graphs of the modules that graph loads lazily itself
// (the layout, the other sign-in steps, antd's locales, the screen registry): what the console needs
// to start and sign in without a network. Screens' own chunks are not in it: they are cached as they
// load (hashed, so they never change), which keeps a phone's first visit from downloading the whole
// build in the background (≈ 5.8 MB against ≈ 1.6 MB).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest: true`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

type ViteManifest = Record<string, ManifestChunk>;

/** The files of the entry's graph and of its first lazy level, from a build manifest. */
export function shellFilesOf(manifest: ViteManifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  const lazy = [...seen].flatMap((key) => manifest[key]!.dynamicImports ?? []);
  lazy.forEach(visit);
  const files = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key]!;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}

/** Files every start needs beside the scripts: the page, the language files, the app's icons and manifest. */
const ALWAYS = /^(index\.html|manifest\.webmanifest|lang\/[\w-]+\.json|icons\/[\w-]+\.png)$/;

/** Workbox's `manifestTransforms` step: keeps the shell's entries of the precache list, drops the rest. */
export function keepShellOnly(outDir: string) {
  return async (entries: Array<{ url: string; revision: string | null; size: number }>) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const shell = shellFilesOf(manifest);
    return { manifest: entries.filter((entry) => ALWAYS.test(entry.url) || shell.has(entry.url)), warnings: [] as string[] };
  };
}
