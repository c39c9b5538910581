import * as z from 'zod/mini';
import type { GeocodeResult } from '@storefront/contracts';
import { along } from '@turf/along';
import { distance } from '@turf/distance';
import { lineString } from '@turf/helpers';
import { length } from '@turf/length';
import { nearestPointOnLine } from '@turf/nearest-point-on-line';
import type { Feature, LineString } from 'geojson';
import tashkent from './tashkent-gazetteer.json';
import { coordinate, UNABLE_TO_GEOCODE, type GeoPoint, type GeocodingSource } from './source';
import { matchScore, nameTokens, parseQuery } from './names';

const LonLat = z.tuple([z.number().check(z.gte(-180), z.lte(180)), z.number().check(z.gte(-90), z.lte(90))]);
const NamedPoint = z.object({ name: z.string(), aliases: z.array(z.string()), centre: LonLat });
const GazetteerData = z.object({
  city: z.string(),
  country: z.string(),
  districts: z.array(NamedPoint),
  places: z.array(NamedPoint),
  streets: z.array(z.object({
    name: z.string(),
    aliases: z.array(z.string()),
    /** First and last house number, from the line's first point to its last; none on ring roads. */
    houses: z.optional(z.tuple([z.number(), z.number()])),
    line: z.array(LonLat).check(z.minLength(2)),
  })),
});
export type GazetteerData = z.infer<typeof GazetteerData>;

/** Farthest a point may be from every street and still get an answer: the city's edge, roughly. */
export const MAX_STREET_DISTANCE_M = 2000;
/** Farther than this from the street, a point gets the street but no house number. */
export const MAX_HOUSE_DISTANCE_M = 150;
/** A named place (mahalla, square, bazaar) is given as `residential` within this distance. */
export const MAX_PLACE_DISTANCE_M = 900;

interface Street {
  name: string;
  words: string[][];
  houses?: [number, number];
  line: Feature<LineString>;
  lengthM: number;
}

interface Place { name: string; words: string[][]; centre: [number, number] }

/**
 * The offline source: answers from a small committed gazetteer of the demo city, so development,
 * tests and a demo need no network. Reverse snaps the point to the nearest street's centre line and
 * interpolates a house number from the street's range by the distance along it; search matches
 * street, place and district names and places a house number the same way.
 */
export class GazetteerSource implements GeocodingSource {
  readonly kind = 'gazetteer' as const;
  private readonly streets: Street[];
  private readonly places: Place[];
  private readonly districts: Place[];
  private readonly city: string;
  private readonly country: string;

  constructor(data: unknown = tashkent, private readonly searchLimit = 10) {
    const parsed = GazetteerData.parse(data);
    const words = (entry: { name: string; aliases: string[] }) =>
      [entry.name, ...entry.aliases].map(nameTokens).filter((tokens) => tokens.length > 0);
    this.streets = parsed.streets.map((street) => {
      const line = lineString(street.line);
      return { name: street.name, words: words(street), houses: street.houses, line, lengthM: length(line, { units: 'meters' }) };
    });
    this.places = parsed.places.map((place) => ({ name: place.name, words: words(place), centre: place.centre }));
    this.districts = parsed.districts.map((d) => ({ name: d.name, words: words(d), centre: d.centre }));
    this.city = parsed.city;
    this.country = parsed.country;
  }

  async reverse(point: GeoPoint): Promise<GeocodeResult> {
    const at: [number, number] = [point.lon, point.lat];
    let best: { street: Street; snapped: [number, number]; alongM: number; awayM: number } | undefined;
    for (const street of this.streets) {
      const near = nearestPointOnLine(street.line, at, { units: 'meters' });
      if (!best || near.properties.pointDistance < best.awayM) {
        best = {
          street,
          snapped: near.geometry.coordinates as [number, number],
          alongM: near.properties.lineDistance,
          awayM: near.properties.pointDistance,
        };
      }
    }
    if (!best || best.awayM > MAX_STREET_DISTANCE_M) return { error: UNABLE_TO_GEOCODE };
    const house = best.awayM <= MAX_HOUSE_DISTANCE_M ? this.houseAt(best.street, best.alongM) : undefined;
    // Nominatim answers with the found object's position: the house on the street, or the street's point.
    return this.result(best.street.name, best.snapped, house === undefined ? undefined : String(house));
  }

  async search(text: string): Promise<GeocodeResult[]> {
    const query = parseQuery(text);
    const scored = (entries: (Street | Place)[]) => entries
      .map((entry) => ({ entry, score: Math.max(0, ...entry.words.map((words) => matchScore(query.words, words))) }))
      .filter((hit) => hit.score > 0);
    const results: { score: number; rank: number; result: GeocodeResult }[] = [];
    for (const { entry, score } of scored(this.streets)) {
      const street = entry as Street;
      const fraction = query.house && street.houses ? this.fractionOf(street.houses, query.house.number) : undefined;
      if (fraction !== undefined) {
        const at = along(street.line, fraction * street.lengthM, { units: 'meters' }).geometry.coordinates as [number, number];
        results.push({ score, rank: 0, result: this.result(street.name, at, query.house!.text) });
      } else {
        // No house asked, or one the street does not have: Nominatim then answers with the street itself.
        const middle = along(street.line, street.lengthM / 2, { units: 'meters' }).geometry.coordinates as [number, number];
        results.push({ score, rank: 1, result: this.result(street.name, middle) });
      }
    }
    for (const { entry, score } of scored(this.places)) results.push({ score, rank: 2, result: this.placeResult(entry as Place) });
    for (const { entry, score } of scored(this.districts)) {
      const district = entry as Place;
      results.push({
        score, rank: 3,
        result: {
          display_name: [district.name, this.city, this.country].join(', '),
          lat: coordinate(district.centre[1]),
          lon: coordinate(district.centre[0]),
          address: { neighbourhood: district.name },
        },
      });
    }
    return results
      .sort((a, b) => b.score - a.score || a.rank - b.rank || (a.result.display_name ?? '').localeCompare(b.result.display_name ?? ''))
      .slice(0, this.searchLimit)
      .map((hit) => hit.result);
  }

  /** House number at a distance along the street, its range spread evenly from first point to last. */
  private houseAt(street: Street, alongM: number): number | undefined {
    if (!street.houses || street.lengthM === 0) return undefined;
    const [first, last] = street.houses;
    return Math.round(first + (last - first) * Math.min(1, Math.max(0, alongM / street.lengthM)));
  }

  /** Where along the street (0 to 1) a house number stands; undefined outside the street's range. */
  private fractionOf([first, last]: [number, number], house: number): number | undefined {
    if (house < Math.min(first, last) || house > Math.max(first, last) || first === last) return undefined;
    return (house - first) / (last - first);
  }

  private nearest(places: Place[], at: [number, number], withinM = Infinity): Place | undefined {
    let best: { place: Place; m: number } | undefined;
    for (const place of places) {
      const m = distance(at, place.centre, { units: 'meters' });
      if (m <= withinM && (!best || m < best.m)) best = { place, m };
    }
    return best?.place;
  }

  /**
   * Nominatim's jsonv2 subset the storefront reads. The district (the nearest district centre, a
   * rough stand-in for its boundary) is given as `neighbourhood`, a nearby named place as `residential`.
   */
  private result(road: string, at: [number, number], houseNumber?: string): GeocodeResult {
    const residential = this.nearest(this.places, at, MAX_PLACE_DISTANCE_M)?.name;
    const neighbourhood = this.nearest(this.districts, at)?.name;
    return {
      display_name: [houseNumber, road, residential, neighbourhood, this.city, this.country].filter(Boolean).join(', '),
      lat: coordinate(at[1]),
      lon: coordinate(at[0]),
      address: {
        road,
        ...(houseNumber ? { house_number: houseNumber } : {}),
        ...(residential ? { residential } : {}),
        ...(neighbourhood ? { neighbourhood } : {}),
      },
    };
  }

  private placeResult(place: Place): GeocodeResult {
    const neighbourhood = this.nearest(this.districts, place.centre)?.name;
    return {
      display_name: [place.name, neighbourhood, this.city, this.country].filter(Boolean).join(', '),
      lat: coordinate(place.centre[1]),
      lon: coordinate(place.centre[0]),
      address: { residential: place.name, ...(neighbourhood ? { neighbourhood } : {}) },
    };
  }
}
