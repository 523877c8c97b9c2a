// The reference provincial platform as a process: `node apps/province-ref/dist/main.js`
// (npm start runs it in demo mode; docker compose as the province-ref service).
import { ConfigError, loadProvinceRefConfig } from '@ohit/server-config';
import { startProvinceRef } from './server';
import { loadUsers } from './users';

async function main(): Promise<void> {
  const config = loadProvinceRefConfig();
  const users = await loadUsers(config);
  const running = await startProvinceRef({ port: config.port, host: '0.0.0.0', dataDir: config.dataDir, users });
  console.log(`reference provincial platform on :${running.port} (users: ${Object.keys(users).join(', ') || 'none'}; data ${config.dataDir})`);
  const stop = () => void running.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
