import type { Page } from '@playwright/test';
import { startRequest } from '../stack-config';

/** Yandex Maps' script as the e2e stack's shell config names it (global-setup.ts). */
export const YANDEX = /^https:\/\/api-maps\.yandex\.ru\//;

/**
 * A stand-in for Yandex Maps JS API v3, served at Yandex's address (page.route) so no test leaves
 * localhost. It keeps to the little of ymaps3 the remote uses (mf-address-maps/src/map/yandex.ts)
 * and behaves like it where a screen can tell: a YMap in the given element that a pointer drags,
 * setLocation with an animation, listeners told onUpdate (mapInAction while moving) and onActionEnd
 * after a gesture, markers placed at their coordinates, polygons drawn as SVG. No tiles: a grey
 * background with a grid, so a screenshot shows which engine drew the map.
 */
const FAKE_YMAPS3 = String.raw`(() => {
  const TILE = 256;
  const world = (z) => TILE * Math.pow(2, z);
  const project = ([lon, lat], z) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return [((lon + 180) / 360) * world(z), (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * world(z)];
  };
  const unproject = ([x, y], z) => {
    const lon = (x / world(z)) * 360 - 180;
    const n = Math.PI - (2 * Math.PI * y) / world(z);
    return [lon, (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))];
  };
  class Entity {}
  class YMapDefaultSchemeLayer extends Entity { constructor(props) { super(); this.props = props; } }
  class YMapDefaultFeaturesLayer extends Entity { constructor(props) { super(); this.props = props; } }
  class YMapListener extends Entity { constructor(props) { super(); this.props = props; } }
  class YMapMarker extends Entity { constructor(props, element) { super(); this.props = props; this.element = element; } }
  class YMapFeature extends Entity { constructor(props) { super(); this.props = props; } }
  class YMap {
    constructor(element, props) {
      this.element = element;
      this.location = { center: props.location.center.slice(), zoom: props.location.zoom };
      this.children = new Set();
      this.root = document.createElement('div');
      this.root.className = 'fake-ymap';
      this.root.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden;touch-action:none;cursor:grab;' +
        'background:#dfe3e8 repeating-linear-gradient(0deg,transparent 0 63px,#c8ced6 63px 64px),repeating-linear-gradient(90deg,transparent 0 63px,#c8ced6 63px 64px)';
      this.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      this.svg.setAttribute('class', 'fake-ymap-features');
      this.svg.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;pointer-events:none';
      this.markers = document.createElement('div');
      this.markers.style.cssText = 'position:absolute;inset:0';
      this.root.append(this.svg, this.markers);
      element.appendChild(this.root);
      let drag = null;
      this.root.addEventListener('pointerdown', (e) => {
        if (e.target.closest && e.target.closest('.fake-ymap-marker')) return;
        drag = { x: e.clientX, y: e.clientY, start: project(this.location.center, this.location.zoom) };
        this.root.setPointerCapture(e.pointerId);
      });
      this.root.addEventListener('pointermove', (e) => {
        if (!drag) return;
        const z = this.location.zoom;
        this.location.center = unproject([drag.start[0] - (e.clientX - drag.x), drag.start[1] - (e.clientY - drag.y)], z);
        this.draw();
        this.tell('onUpdate', { type: 'update', location: this.where(), mapInAction: true });
      });
      const end = () => {
        if (!drag) return;
        drag = null;
        this.tell('onUpdate', { type: 'update', location: this.where(), mapInAction: false });
        this.tell('onActionEnd', { type: 'drag', location: this.where() });
      };
      this.root.addEventListener('pointerup', end);
      this.root.addEventListener('pointercancel', end);
      window.__fakeYandexMaps = (window.__fakeYandexMaps || 0) + 1;
      queueMicrotask(() => this.draw());
    }
    get center() { return this.location.center.slice(); }
    get zoom() { return this.location.zoom; }
    where() { return { center: this.location.center.slice(), zoom: this.location.zoom }; }
    tell(name, event) { for (const child of this.children) if (child instanceof YMapListener && child.props[name]) child.props[name](event); }
    addChild(child) { this.children.add(child); this.draw(); return this; }
    removeChild(child) { this.children.delete(child); if (child.element) child.element.remove(); this.draw(); return this; }
    setLocation(location) {
      if (location.bounds) {
        const [[w, n], [e, s]] = location.bounds;
        this.location.center = [(w + e) / 2, (n + s) / 2];
      }
      if (location.center) this.location.center = location.center.slice();
      if (location.zoom !== undefined) this.location.zoom = location.zoom;
      this.draw();
      this.tell('onUpdate', { type: 'update', location: this.where(), mapInAction: true });
      setTimeout(() => this.tell('onUpdate', { type: 'update', location: this.where(), mapInAction: false }), location.duration || 0);
    }
    toScreen(lngLat) {
      const [cx, cy] = project(this.location.center, this.location.zoom);
      const [x, y] = project(lngLat, this.location.zoom);
      return [x - cx + this.root.clientWidth / 2, y - cy + this.root.clientHeight / 2];
    }
    draw() {
      this.root.dataset.center = this.location.center[1].toFixed(6) + ',' + this.location.center[0].toFixed(6);
      this.svg.replaceChildren();
      for (const child of this.children) {
        if (child instanceof YMapFeature) {
          const ring = child.props.geometry.coordinates[0].map((p) => this.toScreen(p).join(',')).join(' ');
          const polygon = document.createElementNS('http://www.w3.org/2000/svg', 'polygon');
          const style = child.props.style || {};
          polygon.setAttribute('points', ring);
          polygon.setAttribute('class', 'fake-ymap-area');
          polygon.setAttribute('fill', style.fill || 'none');
          polygon.setAttribute('fill-opacity', String(style.fillOpacity ?? 1));
          polygon.setAttribute('stroke', (style.stroke && style.stroke[0] && style.stroke[0].color) || '#000');
          this.svg.appendChild(polygon);
        }
        if (child instanceof YMapMarker) {
          const [x, y] = this.toScreen(child.props.coordinates);
          const holder = child.holder || (child.holder = document.createElement('div'));
          holder.className = 'fake-ymap-marker';
          holder.style.cssText = 'position:absolute;left:' + x + 'px;top:' + y + 'px';
          if (child.props.onClick && !holder.onclick) holder.onclick = () => child.props.onClick();
          if (child.element.parentNode !== holder) holder.appendChild(child.element);
          if (holder.parentNode !== this.markers) this.markers.appendChild(holder);
        }
      }
    }
    destroy() { this.root.remove(); this.children.clear(); }
  }
  window.ymaps3 = {
    ready: Promise.resolve(),
    YMap, YMapDefaultSchemeLayer, YMapDefaultFeaturesLayer, YMapListener, YMapMarker, YMapFeature,
  };
})();`;

/** Yandex's script answered by the stand-in; returns the addresses the page asked Yandex for. */
export async function serveFakeYandex(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(YANDEX, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_YMAPS3 });
  });
  return asked;
}

/** Yandex's script failing (an error answer); returns the addresses the page asked Yandex for. */
export async function failYandex(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(YANDEX, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 404, body: 'not here' });
  });
  return asked;
}

/** The merchant answers as one whose settings ask for Yandex maps and who has a Yandex key. */
export async function asYandexMerchant(page: Page) {
  await page.route(startRequest(), async (route) => {
    const response = await route.fetch();
    const start = await response.json();
    await route.fulfill({ response, json: { ...start, merchant: { ...start.merchant, yandexMapKey: 'e2e-yandex-key' }, settings: { ...start.settings, mapType: 'YANDEX' } } });
  });
}
