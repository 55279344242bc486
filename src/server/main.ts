import { readConfig } from './config';
import { buildApp } from './app';

const config = readConfig();
const app = await buildApp(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
await app.listen({ port: config.port, host: config.host });
// after the server answers: the PDFs they carry take longer to make than the rest of a start
app.seedDemoApplications().catch((error: unknown) => app.log.error({ err: error }, 'demo applications were not made'));
