import type { AreaBoundary } from './boundaries';

/** OSM tags of one area. */
export type OsmTags = Readonly<Record<string, string | undefined>>;

/** Boundary types whose areas become tags; an area without a boundary type is kept too. */
const KEPT_BOUNDARIES = new Set([
  'administrative',
  'protected_area',
  'natural',
  'national_park',
  'park',
  'political',
]);

/** Groupings of or within countries that are not places people name a spot by. */
const COUNTRY_LIKE =
  /\b(union|contiguous|conterminous|mainland|lower 48|commonwealth of independent states|schengen|eurozone|european economic area)\b/i;

/** After the administrative areas (by level), the other kinds from larger to smaller. */
const KIND_ORDER = ['national_park', 'protected_area', 'natural', 'political', 'park'];

function adminKind(level: number): string {
  if (level <= 2) return 'country';
  if (level <= 4) return 'state';
  if (level <= 6) return 'county';
  if (level <= 8) return 'city';
  if (level <= 10) return 'district';
  return 'neighbourhood';
}

/** The tag an area gives, or null for an area that names no place (land area, industrial zone, unkept boundary type). */
export function areaBoundary(tags: OsmTags): AreaBoundary | null {
  const name = (tags['name:en'] ?? tags.name)?.trim();
  if (!name) return null;
  const boundary = tags.boundary;
  if (boundary === 'land_area') return null;
  if (tags.landuse === 'industrial') return null;
  if (boundary && !KEPT_BOUNDARIES.has(boundary)) return null;
  const level =
    tags.admin_level && /^\d+$/.test(tags.admin_level) ? Number(tags.admin_level) : null;
  // Only at or above the country level: 'Union County' and 'Union City' are real places.
  if ((level === null || level <= 2) && COUNTRY_LIKE.test(name)) return null;
  if (boundary === 'administrative') {
    if (level === null) return { name, kind: 'administrative', adminLevel: null };
    // Level 1 is a grouping of countries (the EU, the contiguous United States).
    if (level < 2) return null;
    return { name, kind: adminKind(level), adminLevel: level };
  }
  const kind = boundary ?? (tags.leisure === 'park' ? 'park' : tags.landuse) ?? 'area';
  return { name, kind, adminLevel: null };
}

function rank(area: AreaBoundary): number {
  if (area.kind === 'continent') return -1;
  if (area.adminLevel !== null) return area.adminLevel;
  if (area.kind === 'administrative') return 11;
  const index = KIND_ORDER.indexOf(area.kind);
  return 20 + (index === -1 ? KIND_ORDER.length : index);
}

/**
 * The areas that become automatic tags, largest first (continent, country, state, county,
 * city, then parks and protected areas), each name once whatever its case.
 */
export function boundaryTags(areas: readonly OsmTags[], continent: string | null): AreaBoundary[] {
  const kept = areas.map(areaBoundary).filter((area) => area !== null);
  if (continent) kept.push({ name: continent, kind: 'continent', adminLevel: null });
  const sorted = kept
    .map((area, index) => ({ area, index }))
    .sort((a, b) => rank(a.area) - rank(b.area) || a.index - b.index)
    .map(({ area }) => area);
  const seen = new Set<string>();
  return sorted.filter((area) => {
    const key = area.name.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
