// The reference provincial platform for `npm run bench -- push`, in its own process (so its CPU is
// counted apart from the workers'): startTestProvinceRef from the compiled build, a fresh data
// folder and demo user; prints {url, credentialsRoot, pid} on one line and runs until SIGTERM.
import { createRequire } from 'node:module';
import { lib } from './province-push-build.mjs';

const { startTestProvinceRef } = createRequire(import.meta.url)(lib(process.argv[2], 'province-ref', 'testing/index.js'));
const ref = await startTestProvinceRef();
process.stdout.write(`${JSON.stringify({ url: ref.url, credentialsRoot: ref.credentialsRoot, pid: process.pid })}\n`);
process.on('SIGTERM', () => void ref.stop().finally(() => process.exit(0)));
