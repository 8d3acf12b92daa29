/** One area a position lies in. */
export interface AreaBoundary {
  name: string;
  /**
   * What the area is: 'continent', 'country', 'state', 'county', 'city' for administrative
   * areas (by admin level), or the boundary / leisure / landuse kind such as
   * 'national_park', 'protected_area', 'natural', 'park', 'political'.
   */
  kind: string;
  /** OSM admin_level for administrative areas (2 country, 4 state, ...); null otherwise. */
  adminLevel: number | null;
}

/** Which named areas contain a position (Overpass `is_in`, or the bundled polygons). */
export interface Boundaries {
  readonly name: 'overpass' | 'offline';
  /**
   * The areas containing the position that may become automatic tags (the boundary
   * rules already applied), largest first: continent, country, state, county, city, then parks
   * and protected areas. An error of the service rejects; the caller logs it and tags nothing.
   */
  isIn(lat: number, lng: number): Promise<AreaBoundary[]>;
  /** Loads the bundled data it reads, so that the first new spot does not wait for it. */
  warm?(): Promise<void>;
}
