export type GeoPoint = { lat: number; lng: number };

/** Turns a map point into the street address a customer would recognise. */
export interface ReverseGeocoder {
  readonly name: string;
  /**
   * The address at a point, or null when the service has none, refuses or
   * cannot be reached: a missing address never stops a zone check.
   */
  reverse(point: GeoPoint): Promise<string | null>;
}
