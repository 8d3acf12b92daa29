/** An OpenWeatherMap condition (code and description), which picks the panel's icon. */
export interface OwmCondition {
  code: number;
  descr: string;
}

/**
 * WMO weather interpretation codes (as Open-Meteo gives them) in OpenWeatherMap's families:
 * 2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 7xx atmosphere, 800 clear, 80x clouds.
 */
const WMO_TO_OWM: Record<number, OwmCondition> = {
  45: { code: 741, descr: 'fog' },
  48: { code: 741, descr: 'depositing rime fog' },
  51: { code: 300, descr: 'light intensity drizzle' },
  53: { code: 301, descr: 'drizzle' },
  55: { code: 302, descr: 'heavy intensity drizzle' },
  56: { code: 300, descr: 'light freezing drizzle' },
  57: { code: 302, descr: 'dense freezing drizzle' },
  61: { code: 500, descr: 'light rain' },
  63: { code: 501, descr: 'moderate rain' },
  65: { code: 502, descr: 'heavy intensity rain' },
  66: { code: 511, descr: 'light freezing rain' },
  67: { code: 511, descr: 'heavy freezing rain' },
  71: { code: 600, descr: 'light snow' },
  73: { code: 601, descr: 'snow' },
  75: { code: 602, descr: 'heavy snow' },
  77: { code: 600, descr: 'snow grains' },
  80: { code: 520, descr: 'light intensity shower rain' },
  81: { code: 521, descr: 'shower rain' },
  82: { code: 522, descr: 'heavy intensity shower rain' },
  85: { code: 620, descr: 'light shower snow' },
  86: { code: 622, descr: 'heavy shower snow' },
  95: { code: 211, descr: 'thunderstorm' },
  96: { code: 201, descr: 'thunderstorm with slight hail' },
  99: { code: 202, descr: 'thunderstorm with heavy hail' },
};

/** OpenWeatherMap's sky conditions by cloud cover, as its own bands define them. */
function skyCondition(cloudsPct: number): OwmCondition {
  if (cloudsPct <= 10) return { code: 800, descr: 'clear sky' };
  if (cloudsPct <= 25) return { code: 801, descr: 'few clouds' };
  if (cloudsPct <= 50) return { code: 802, descr: 'scattered clouds' };
  if (cloudsPct <= 84) return { code: 803, descr: 'broken clouds' };
  return { code: 804, descr: 'overcast clouds' };
}

const SKY_BY_WMO: Record<number, OwmCondition> = {
  0: { code: 800, descr: 'clear sky' },
  1: { code: 801, descr: 'few clouds' },
  2: { code: 802, descr: 'scattered clouds' },
  3: { code: 804, descr: 'overcast clouds' },
};

/**
 * The OpenWeatherMap condition of a WMO code. Codes 0-3 only say how cloudy it is, so the
 * cloud cover (percent), when known, picks the band, as OpenWeatherMap's own codes do.
 */
export function owmCondition(wmoCode: number, cloudsPct: number | null): OwmCondition {
  const weather = WMO_TO_OWM[wmoCode];
  if (weather) return weather;
  if (cloudsPct !== null) return skyCondition(cloudsPct);
  return SKY_BY_WMO[wmoCode] ?? { code: 800, descr: 'clear sky' };
}

/** Thunderstorm over snow over rain over drizzle over fog over clouds over clear. */
const FAMILY_RANK: Record<number, number> = { 2: 6, 6: 5, 5: 4, 3: 3, 7: 2, 8: 0 };

/** How much a condition matters to a photographer planning a shoot; higher is worse. */
export function severity(code: number): number {
  const family = Math.floor(code / 100);
  // Within a family a higher code is heavier (5xx rain, 80x more clouds).
  return (FAMILY_RANK[family] ?? 1) * 1000 + (code % 100);
}
