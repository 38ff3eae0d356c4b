import { readFileSync, writeFileSync } from 'node:fs';
import { formatFileSize } from '../../shared/file-size';
import { buildResource } from '../content/resources/build-resource';
import {
  builtFromHash,
  listResourceSources,
  readResourcesLock,
  resourceKey,
  resourcesLockFile,
  sha256,
  syncResourceListings,
  type ResourcesLock,
} from '../content/resources/resource-files';

/**
 * `npm run content:resources [-- --force]`: builds the courses' downloadable files from their
 * sources in content/resources/ (markdown → PDF, JSON → XLSX) and records them in
 * resources.lock.json. A file whose source and renderer are unchanged is left as it is (its
 * date too) unless --force is given; a changed one is rebuilt and dated today. Then the
 * lessons' .resources.json entries linking a built file get its type and formatted size.
 */
async function run(args: string[]): Promise<number> {
  const force = args.includes('--force');
  if (args.some((arg) => arg !== '--force')) {
    console.error('usage: npm run content:resources [-- --force]');
    return 2;
  }
  const lock = readResourcesLock();
  const next: ResourcesLock = {};
  const today = new Date().toISOString().slice(0, 10);
  for (const source of listResourceSources()) {
    const key = resourceKey(source);
    const builtFrom = builtFromHash(source);
    const entry = lock[key];
    let current: Buffer | null = null;
    try {
      current = readFileSync(source.outputPath);
    } catch {
      // not built yet
    }
    if (!force && entry && entry.built_from === builtFrom && current && sha256(current) === entry.file) {
      next[key] = entry;
      continue;
    }
    const date = entry && entry.built_from === builtFrom ? entry.date : today;
    const built = await buildResource(source, date);
    writeFileSync(source.outputPath, built);
    next[key] = { built_from: builtFrom, file: sha256(built), date };
    console.log(`${key}: built (${formatFileSize(built.length)})`);
  }
  writeFileSync(resourcesLockFile, `${JSON.stringify(next, null, 2)}\n`);
  for (const listing of syncResourceListings()) console.log(`${listing}: sizes updated`);
  return 0;
}

process.exitCode = await run(process.argv.slice(2));
