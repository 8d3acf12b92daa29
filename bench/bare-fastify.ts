/**
 * The engine's floor for the capacity benchmarks: Fastify with one JSON route and nothing
 * else (no logging, hooks or plugins), in its own process; says its address on standard error.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/healthz', () => ({ status: 'ok', db: 'sqlite' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.error(`LISTENING ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
