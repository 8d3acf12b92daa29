import { ADMIN_EMAIL, SECOND_ADMIN_EMAIL } from './accounts';

/**
 * The settings of a server the journeys visit, beside its port and data folder: `origin` is its
 * own address, `fakesEnv` the addresses of the fake outside services it is to use.
 */
export function journeyServerEnv(
  origin: string,
  fakesEnv: Record<string, string>,
): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The journeys act as many visitors behind one proxy (see support/accounts.ts).
    TRUST_PROXY: '127.0.0.1',
    // The administrator a journey signs up as (see galleries.e2e.ts).
    ADMIN_EMAILS: [ADMIN_EMAIL, SECOND_ADMIN_EMAIL].join(','),
    // A second map layer for the layers menu: the server's own style, composed like any tile service's.
    MAP_LAYER_TOPO: `${origin}/tiles/style.json`,
    // A service a journey took down and brought back is tried again soon, for the next journeys.
    SERVICE_COOL_DOWN_S: '2',
    // Each notification a journey causes is mailed at once (notification-mail.e2e.ts), not
    // gathered for five minutes.
    NOTIFICATION_MAIL_GAP_S: '0',
    // Two journeys and their browsers share the machine's two cores with the server: a busy
    // second would shed a thumbnail or a page (503), which no visitor of a real site sees at
    // this load. The shedding itself is tested by the API suite and the saturation benchmark.
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
    ...fakesEnv,
  };
}
