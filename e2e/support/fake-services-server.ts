import http from 'node:http';
import { startFakeOutsideServices } from './fake-outside-services';

/**
 * Runs the fake outside services of the journeys (Open-Meteo, Windy webcams, Street View,
 * elevation; the map provider on `basePort + 5`, Flickr on `basePort + 6`, web push on
 * `basePort + 7`) on 127.0.0.1 ports
 * `basePort` … `basePort + 3` until stopped, and answers
 * `GET /healthz` on `basePort + 4` once they all listen: Playwright starts this as a web
 * server before the app's server, which is given their addresses. On the same port a journey
 * revokes the member's Flickr permission with `POST /flickr/revoke`, as the member would at
 * flickr.com. (Journeys that take a service down for every visitor have fakes and a server of
 * their own: `own-world.ts`.)
 *
 * Usage: `tsx e2e/support/fake-services-server.ts <basePort>`
 */
const basePort = Number(process.argv[2]);
if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_530) {
  console.error('Usage: fake-services-server.ts <basePort between 1024 and 65530>');
  process.exit(2);
}

const services = await startFakeOutsideServices({ basePort });
/** What a journey can make happen outside, by `POST` to these paths. */
const controls: Record<string, () => void | Promise<void>> = {
  '/flickr/revoke': () => services.flickr.revokeAll(),
};

const health = http.createServer((request, response) => {
  const control = request.method === 'POST' ? controls[request.url ?? ''] : undefined;
  if (control) {
    void Promise.resolve(control()).then(
      () => {
        response.writeHead(204);
        response.end();
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(String(error));
      },
    );
    return;
  }
  const ok = request.url === '/healthz';
  response.writeHead(ok ? 200 : 404, { 'Content-Type': 'text/plain' });
  response.end(ok ? 'ok' : 'not found');
});
await new Promise<void>((resolve, reject) => {
  health.once('error', reject);
  health.listen(basePort + 4, '127.0.0.1', resolve);
});
console.log(`Fake outside services ready on 127.0.0.1:${basePort}-${basePort + 4}`);

const stop = () => {
  health.close();
  void services.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
