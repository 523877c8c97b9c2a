import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type StorageConfig } from '@ohit/server-config';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import { STORAGE, StoragePort } from './storage.port';

/** The driver named by the configuration (STORAGE_DRIVER=local|s3). */
export function createStorage(config: StorageConfig): StoragePort {
  if (config.driver === 's3') {
    const { endpoint, bucket, accessKey, secretKey } = config.s3;
    if (!endpoint || !bucket) throw new Error('S3_ENDPOINT and S3_BUCKET are required when STORAGE_DRIVER=s3');
    return new S3StorageDriver({ endpoint, bucket, accessKey: accessKey ?? '', secretKey: secretKey ?? '' });
  }
  return new LocalStorageDriver(config.dir);
}

/** Provides `STORAGE` (a StoragePort) everywhere. */
@Global()
@Module({
  providers: [{ provide: STORAGE, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createStorage(c.storage) }],
  exports: [STORAGE],
})
export class StorageModule {}
