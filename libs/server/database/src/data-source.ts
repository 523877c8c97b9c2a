import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DataSourceSettings {
  url: string;
  poolSize?: number;
  logging?: boolean;
}

export function dataSourceOptions(settings: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: settings.logging ?? false,
    extra: { max: settings.poolSize ?? 10, connectionTimeoutMillis: 5000 },
  };
}

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}

/** Applies pending migrations, each in its own transaction. Returns the names applied. */
export async function runMigrations(settings: DataSourceSettings): Promise<string[]> {
  const ds = createDataSource({ ...settings, poolSize: 1 });
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
