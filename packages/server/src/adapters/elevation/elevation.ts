/** A digital elevation model service. */
export interface ElevationSource {
  readonly name: string;
  /** Ground elevation in metres, null where the dataset has none (open sea); rejects on failure. */
  elevationM(lat: number, lng: number): Promise<number | null>;
}
