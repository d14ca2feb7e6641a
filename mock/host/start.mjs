// `npm run host` (console in dev mode, fast refresh) or `npm run host -- --build` (built micro-app).
import { buildHarness, startHarness } from './harness.mjs';

const useBuild = process.argv.includes('--build');
const port = Number(process.env.HOST_PORT ?? 8080);
console.log(useBuild ? 'Building the micro-app and the host…' : 'Building the host…');
await buildHarness({ console: useBuild });
const harness = await startHarness({ consoleMode: useBuild ? 'build' : 'dev', hostPort: port, quiet: false });
console.log(`
  qiankun host harness (${useBuild ? 'built micro-app' : 'console in dev mode with fast refresh'})
  ➜  ${harness.url}             the host
  ➜  ${harness.url}cem-platform/  the console inside it (admin / admin123)
  ➜  ${harness.url}hello          the second micro-app
  Console server behind it: ${harness.consoleUrl}   Ctrl+C stops both.
`);
const stop = async () => {
  await harness.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
