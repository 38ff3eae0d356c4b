import { spawn } from 'node:child_process';
import { cpSync, existsSync, openAsBlob, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../paths';
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase, type EmbeddedCopyRules } from './client';
import { createOwnerOnlyFolder, makeOwnerOnly, OWNER_ONLY_FILE } from './owner-only';

/**
 * Backups of the system of record: the database (PGlite's dump, or pg_dump's custom format for
 * PostgreSQL) and the stored files when they live on disk under DATA_DIR (object storage keeps
 * its own copies: versioning or replication on the bucket). A backup is a folder:
 *
 *   <name>/backup.json       what it holds and when it was taken
 *   <name>/database.tar.gz   embedded database (PGlite)   or   <name>/database.pgdump (PostgreSQL)
 *   <name>/files/            DATA_DIR/files, when the files are on disk
 *
 * A backup is owner-only (folders 0700, files 0600) and holds nothing that signs anyone in or
 * resets a password: no sessions, no verification tokens, no email bodies (reset links).
 * A restored site signs everyone out.
 */

/** Tables whose rows are credentials of the moment, never restored. */
const LEFT_OUT_TABLES = ['sessions', 'verifications'] as const;

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

/** In an embedded database's backup, email rows keep who and what but not their bodies (reset links); unsent ones are marked failed. */
const EMBEDDED_COPY_RULES: EmbeddedCopyRules = {
  leaveOut: LEFT_OUT_TABLES,
  replace: {
    email_outbox: {
      text_body: `''`,
      html_body: 'NULL',
      status: `CASE WHEN status IN ('pending', 'sending') THEN 'failed'::email_status ELSE status END`,
      locked_until: 'NULL',
    },
  },
};

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Takes a backup into a new folder under `into` and returns its path. */
export async function createBackup(source: BackupSource, into: string, now = new Date()): Promise<string> {
  const folder = path.join(path.resolve(into), `backup-${now.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}`);
  if (existsSync(folder)) throw new BackupError(`${folder} exists already; a backup never overwrites another`);
  createOwnerOnlyFolder(path.dirname(folder));
  createOwnerOnlyFolder(folder);
  const database = source.databaseUrl ? 'postgres' : 'pglite';
  if (source.databaseUrl) {
    // pg_dump cannot blank a column: the email log's rows stay out altogether.
    const leftOut = [...LEFT_OUT_TABLES, 'email_outbox'].map((table) => `--exclude-table-data=${table}`);
    await runProgram(source, 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...leftOut, `--file=${path.join(folder, 'database.pgdump')}`, `--dbname=${source.databaseUrl}`]);
  } else {
    const dump = await dumpEmbeddedDatabase(source.dataDir, migrationsFolder, EMBEDDED_COPY_RULES);
    writeFileSync(path.join(folder, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()), { mode: OWNER_ONLY_FILE });
  }
  const filesFolder = path.join(path.resolve(source.dataDir), FILES_FOLDER);
  const files = source.filesOnDisk && existsSync(filesFolder);
  if (files) cpSync(filesFolder, path.join(folder, FILES_FOLDER), { recursive: true });
  const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database, files };
  writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
  makeOwnerOnly(folder);
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
