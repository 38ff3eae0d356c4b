import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openAsBlob, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase } from './client';

/**
 * Backups of the system of record: the database (PGlite's dump, or pg_dump's custom format for
 * PostgreSQL) and the stored files when they live on disk under DATA_DIR (object storage keeps
 * its own copies: versioning or replication on the bucket). A backup is a folder:
 *
 *   <name>/backup.json       what it holds and when it was taken
 *   <name>/database.tar.gz   embedded database (PGlite)   or   <name>/database.pgdump (PostgreSQL)
 *   <name>/files/            DATA_DIR/files, when the files are on disk
 */

export interface BackupSource {
  /** Set: a PostgreSQL server, dumped with pg_dump. Unset: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Whether the stored files are on disk under dataDir (not in object storage). */
  filesOnDisk: boolean;
  /** The folder holding pg_dump and pg_restore; unset, they are looked up on PATH. */
  postgresBin?: string;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: boolean;
}

const MANIFEST = 'backup.json';
const FILES_FOLDER = 'files';

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Takes a backup into a new folder under `into` and returns its path. */
export async function createBackup(source: BackupSource, into: string, now = new Date()): Promise<string> {
  const folder = path.join(path.resolve(into), `backup-${now.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}`);
  if (existsSync(folder)) throw new BackupError(`${folder} exists already; a backup never overwrites another`);
  mkdirSync(folder, { recursive: true });
  const database = source.databaseUrl ? 'postgres' : 'pglite';
  if (source.databaseUrl) {
    await runProgram(source, 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, 'database.pgdump')}`, `--dbname=${source.databaseUrl}`]);
  } else {
    const dump = await dumpEmbeddedDatabase(source.dataDir);
    writeFileSync(path.join(folder, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  }
  const filesFolder = path.join(path.resolve(source.dataDir), FILES_FOLDER);
  const files = source.filesOnDisk && existsSync(filesFolder);
  if (files) cpSync(filesFolder, path.join(folder, FILES_FOLDER), { recursive: true });
  const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database, files };
  writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

/**
 * Restores a backup over the configured database (and files on disk). PostgreSQL is restored in
 * one transaction (all or nothing); the embedded database and the files folder it replaces are
 * kept beside the new ones, renamed with the time of the restore.
 */
export async function restoreBackup(source: BackupSource, folder: string, now = new Date()): Promise<BackupManifest> {
  const manifest = readManifest(folder);
  const target = source.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new BackupError(`${folder} holds a ${manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL'} database; the configured one is ${target === 'pglite' ? 'embedded' : 'PostgreSQL'}`);
  }
  const stamp = now.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  if (source.databaseUrl) {
    await runProgram(source, 'pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${source.databaseUrl}`, path.join(folder, 'database.pgdump')]);
  } else {
    await restoreEmbeddedDatabase(source.dataDir, await openAsBlob(path.join(folder, 'database.tar.gz')), `pglite.before-restore-${stamp}`);
  }
  if (manifest.files && source.filesOnDisk) {
    const filesFolder = path.join(path.resolve(source.dataDir), FILES_FOLDER);
    if (existsSync(filesFolder)) renameSync(filesFolder, `${filesFolder}.before-restore-${stamp}`);
    cpSync(path.join(folder, FILES_FOLDER), filesFolder, { recursive: true });
  }
  return manifest;
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${folder} is not a backup (no ${MANIFEST} in it)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${folder} has backup format ${String(manifest.format)}, which this version cannot read`);
  return manifest;
}

function runProgram(source: BackupSource, program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const executable = source.postgresBin ? path.join(source.postgresBin, program) : program;
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error) => reject(new BackupError(`${program} could not run (${error.message}); install the PostgreSQL client programs`)));
    child.once('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${program} failed (${code}): ${errors.trim()}`))));
  });
}
