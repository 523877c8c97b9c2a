import 'reflect-metadata';
import { ConfigError, loadConfig } from '@ohit/server-config';
import { createRootLogger } from './platform';
import { createApp } from './bootstrap/create-app';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  const logger = createRootLogger(config.logLevel);
  const app = await createApp(config, logger);
  await app.listen(config.http.port, '0.0.0.0');
  logger.info({ port: config.http.port }, 'api listening');
}

void main();
