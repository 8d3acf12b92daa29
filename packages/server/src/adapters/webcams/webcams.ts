/** A webcam as the webcam service describes it (before the distance to a spot is known). */
export interface NearbyWebcam {
  webcamId: string;
  title: string;
  lat: number;
  lng: number;
  daylightPreview: string | null;
  currentPreview: string | null;
  playerDay: string | null;
  detailUrl: string | null;
}

/** A service listing the webcams near a position. */
export interface WebcamSource {
  readonly name: string;
  /** Webcams within `radiusKm`; rejects when the service fails. */
  nearby(lat: number, lng: number, radiusKm: number): Promise<NearbyWebcam[]>;
}
