// What a `?raw` import (webpack's asset/source: Leaflet's stylesheet as text) gives under jest:
// an empty text. jsdom lays nothing out, so the map's CSS would change nothing there.
module.exports = '';
