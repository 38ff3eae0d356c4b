import path from 'node:path';
import type { StorageConfig } from '../../config';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** S3 when S3_BUCKET is set, the disk under DATA_DIR/files otherwise. */
export function createFileStorage(storage: StorageConfig, dataDir: string): FileStorage {
  return storage.mode === 's3' ? new S3Storage(storage) : new DiskStorage(path.join(dataDir, 'files'));
}
