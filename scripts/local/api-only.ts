/**
 * The API half of the local server, for `npm run dev`: runs under `tsx watch`, so a change to a handler or to
 * shared code restarts it in about a second while DynamoDB Local (started by dev.ts) keeps running.
 */
import { createAppServer } from '../../functions/local/server.js';

const port = Number(process.env.API_PORT ?? 3001);
const server = createAppServer({});
server.listen(port, () => console.log(`API reloaded on http://localhost:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
