/**
 * jsdom has no geolocation: a stand-in answering "my location" with a position, or refusing it
 * (the customer said no), until `forgetGeolocation()` takes it away again.
 */
export function answerGeolocation(answer: { latitude: number; longitude: number } | 'denied') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'denied') failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else success({ coords: { latitude: answer.latitude, longitude: answer.longitude, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** Grants the permission ahead (the screen then asks for the position on its own). */
export function grantGeolocation() {
  Object.defineProperty(navigator, 'permissions', {
    value: { query: jest.fn(async () => ({ state: 'granted' })) }, configurable: true,
  });
}

export function forgetGeolocation() {
  delete (navigator as { geolocation?: unknown }).geolocation;
  delete (navigator as { permissions?: unknown }).permissions;
}
