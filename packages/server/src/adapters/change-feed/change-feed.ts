/** A spot appeared or moved here: cached lists of the tiles holding the position are stale. */
export interface SpotChange {
  lat: number;
  lng: number;
}

/**
 * Tells the other server processes about spot changes, so each forgets its cached lists
 * at once. With one process there is nobody to tell.
 */
export interface SpotChangeFeed {
  publish(change: SpotChange): Promise<void>;
  /** Calls `onChange` for every change published by any process, this one included. */
  subscribe(onChange: (change: SpotChange) => void): Promise<void>;
  close(): Promise<void>;
}
