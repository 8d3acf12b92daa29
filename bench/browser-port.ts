/**
 * Ports Chromium refuses to open pages on (ERR_UNSAFE_PORT: its list of other protocols' ports,
 * `net/base/port_util.cc`) within the range the benchmarks draw from.
 */
const UNSAFE_FOR_BROWSERS = new Set([
  5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
]);

/**
 * A port for a benchmark's server that a browser opens: drawn from 5000–6999, below the
 * machine's ephemeral ports and outside Chromium's unsafe ones; `fromEnv` (a variable's value)
 * wins when set.
 */
export function browserSafePort(fromEnv?: string): number {
  if (fromEnv) return Number(fromEnv);
  for (;;) {
    const port = 5000 + Math.floor(Math.random() * 2000);
    if (!UNSAFE_FOR_BROWSERS.has(port)) return port;
  }
}
