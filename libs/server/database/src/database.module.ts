import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@ohit/server-config';
import { dataSourceOptions } from './data-source';
import { DomainEventsService } from './outbox/domain-events.service';

/** TypeORM over PostgreSQL with migrations only (never synchronize), plus the outbox writer. */
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (c: AppConfig) => ({
            ...dataSourceOptions({ url: c.database.url, poolSize: c.database.poolSize }),
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
      ],
      providers: [DomainEventsService],
      exports: [DomainEventsService],
    };
  }
}
