/**
 * Where a creator is, as the Settings form holds it (one neighbourhood choice) and as the profile
 * stores it (`barri`, or none with the town in `city`).
 */
import type { components } from '@colla/api-client';
import { isBarri, type Barri } from '@colla/api-client/places';

type CreatorProfile = components['schemas']['CreatorProfile'];

/** The neighbourhood choice for a town other than Barcelona (then the City field says which). */
export const OUTSIDE_BARCELONA = 'outside-barcelona';
/** A barri's code, OUTSIDE_BARCELONA, or "" while none is chosen. */
export type Neighbourhood = Barri | typeof OUTSIDE_BARCELONA | '';

/** The city a profile with a barri says, and which "Outside Barcelona" does not keep. */
export const BARCELONA = 'Barcelona';

export const isBarcelona = (city: string): boolean =>
  city.trim().toLowerCase() === BARCELONA.toLowerCase();

/** A select's value as a neighbourhood ("" for anything else). */
export function toNeighbourhood(value: string): Neighbourhood {
  return value === OUTSIDE_BARCELONA || isBarri(value) ? value : '';
}

/**
 * The neighbourhood a saved profile shows: its barri; "Outside Barcelona" when it has none and
 * names another town; nothing chosen yet otherwise (no town, or just "Barcelona").
 */
export function neighbourhoodOf(profile: Pick<CreatorProfile, 'barri' | 'city'>): Neighbourhood {
  if (profile.barri && isBarri(profile.barri)) return profile.barri;
  const city = profile.city?.trim() ?? '';
  return city && !isBarcelona(city) ? OUTSIDE_BARCELONA : '';
}

/**
 * What is saved for a neighbourhood and the town typed: a barri is in Barcelona; outside it, no
 * barri and the town; with none chosen, the town stays as it was.
 */
export function placeOf(
  neighbourhood: Neighbourhood,
  city: string,
): { barri: Barri | null; city: string | null } {
  if (neighbourhood === OUTSIDE_BARCELONA) return { barri: null, city: city.trim() };
  if (neighbourhood) return { barri: neighbourhood, city: BARCELONA };
  return { barri: null, city: city.trim() || null };
}
