import { ADDRESS_DEFAULT_POINT, type GeocodeResult } from '@storefront/contracts';
import type { DraftAddress, RuntimeUrls } from '@storefront/runtime';

export interface Tiles { url: string; attribution: string }

/**
 * Tiles of the shell's run-time config. A shell older than contracts 1.2.0 sends none; the
 * OpenStreetMap-compatible template is then the best guess (it is the production default).
 */
export function tilesOf(urls: Pick<RuntimeUrls, 'tileUrl' | 'tileAttribution'>): Tiles {
  if (urls.tileUrl) return { url: urls.tileUrl, attribution: urls.tileAttribution ?? '' };
  return { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };
}

export interface GeocodedAddress { streetName: string | null; houseNumber: string | null; name: string | null }

/**
 * Street, house and the neighbourhood of a reverse-geocoding answer (spec §7: road, residential,
 * neighbourhood, house_number); null fields when the answer is an `{ error }` or has no address.
 */
export function geocodedAddress(result: GeocodeResult | null | undefined): GeocodedAddress {
  const address = result && !result.error ? result.address : null;
  const streetName = address?.road || address?.residential || address?.neighbourhood || null;
  const area = address?.neighbourhood || address?.residential || null;
  return {
    streetName,
    houseNumber: address?.house_number || null,
    name: area && area !== streetName ? area : null,
  };
}

/** 'Amir Temur ko'chasi, 12', or null when nothing is known. */
export function streetLine(address: Pick<GeocodedAddress, 'streetName' | 'houseNumber'>): string | null {
  return [address.streetName, address.houseNumber].filter(Boolean).join(', ') || null;
}

export interface LatLon { latitude: number; longitude: number }

/** A search result's point, or null when its coordinates are missing or not numbers. */
export function pointOf(result: GeocodeResult): LatLon | null {
  const latitude = Number(result.lat);
  const longitude = Number(result.lon);
  if (result.lat == null || result.lon == null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Where the delivery picker opens: the session's address when it has one, else spec §9's default. */
export function startPoint(address: DraftAddress | null | undefined): LatLon {
  if (address && Number.isFinite(address.latitude) && Number.isFinite(address.longitude)) {
    return { latitude: address.latitude, longitude: address.longitude };
  }
  return { ...ADDRESS_DEFAULT_POINT };
}
