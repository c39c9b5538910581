import sharp from 'sharp';
import { NO_ITEM_KEY } from '@storefront/contracts/rules';
import { createPrng, hashText, type Prng } from './prng';

/**
 * Seed pictures drawn locally as SVG and rendered to PNG with sharp (librsvg): nothing is
 * downloaded. Every key is stored once in `media` and reused by all merchants.
 */
export type DrawingKind =
  | 'plate' | 'bowl' | 'skewer' | 'bread' | 'somsa' | 'fries' | 'burger' | 'wrap' | 'pizza'
  | 'hotdog' | 'pieces' | 'cup' | 'glass' | 'bottle' | 'cake' | 'icecream' | 'tray';

export interface DishPicture {
  key: string;
  kind: DrawingKind;
  /** Main colour of the food or drink. */
  color: string;
  /** Colours of the small bits on top (carrots, herbs, toppings). */
  bits?: string[];
  /** Caption at the bottom. */
  label: string;
}

const SIZE = 600;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A pale tint of a colour (amount > 0) or a darker shade (amount < 0). */
function tint(hex: string, amount = 0.82): string {
  const value = parseInt(hex.slice(1), 16);
  const mix = (channel: number) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount));
  const r = mix((value >> 16) & 255), g = mix((value >> 8) & 255), b = mix(value & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function scatter(prng: Prng, cx: number, cy: number, rx: number, ry: number, colors: string[], count: number, size = 9): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = prng.next() * Math.PI * 2;
    const radius = Math.sqrt(prng.next());
    const x = cx + Math.cos(angle) * rx * radius;
    const y = cy + Math.sin(angle) * ry * radius;
    const r = size * (0.6 + prng.next() * 0.8);
    out += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="${colors[i % colors.length]}" transform="rotate(${Math.round(angle * 57)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return out;
}

const plateBase = `<ellipse cx="300" cy="320" rx="235" ry="175" fill="#d9d4cc"/><ellipse cx="300" cy="305" rx="235" ry="175" fill="#ffffff"/><ellipse cx="300" cy="305" rx="175" ry="128" fill="#f3f0ea"/>`;
const steam = `<g stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.8"><path d="M250 120 q-20 -30 0 -60"/><path d="M300 110 q-20 -30 0 -60"/><path d="M350 120 q-20 -30 0 -60"/></g>`;

function drawFood(picture: DishPicture, prng: Prng): string {
  const { color } = picture;
  const bits = picture.bits ?? ['#ffffff'];
  switch (picture.kind) {
    case 'plate':
      return plateBase + `<ellipse cx="300" cy="295" rx="150" ry="100" fill="${color}"/>` + scatter(prng, 300, 290, 130, 82, bits, 38);
    case 'tray':
      return `<rect x="70" y="170" width="460" height="280" rx="40" fill="#b07a3c"/><rect x="85" y="160" width="430" height="270" rx="34" fill="#d9a463"/>`
        + `<circle cx="200" cy="250" r="70" fill="#fff"/><circle cx="200" cy="250" r="50" fill="${color}"/>`
        + `<circle cx="400" cy="250" r="70" fill="#fff"/><circle cx="400" cy="250" r="50" fill="${bits[0]}"/>`
        + `<circle cx="300" cy="350" r="70" fill="#fff"/><circle cx="300" cy="350" r="50" fill="${bits[1] ?? color}"/>`
        + scatter(prng, 200, 250, 40, 40, ['#ffffff', '#f39c12'], 10, 6) + scatter(prng, 300, 350, 40, 40, ['#27ae60'], 8, 6);
    case 'bowl':
      return steam + `<path d="M110 260 Q300 560 490 260 Z" fill="#ffffff" stroke="#d9d4cc" stroke-width="8"/>`
        + `<ellipse cx="300" cy="262" rx="190" ry="52" fill="#e8e2d8"/><ellipse cx="300" cy="265" rx="170" ry="42" fill="${color}"/>`
        + scatter(prng, 300, 265, 150, 30, bits, 22, 11) + `<rect x="250" y="440" width="100" height="22" rx="8" fill="#d9d4cc"/>`;
    case 'skewer': {
      let out = plateBase;
      for (const [dy, shift] of [[-55, 0], [25, 18], [105, -10]] as const) {
        out += `<rect x="110" y="${262 + dy}" width="380" height="8" rx="4" fill="#8a8f98"/>`;
        for (let i = 0; i < 5; i++) {
          const x = 160 + shift + i * 62;
          out += `<rect x="${x}" y="${240 + dy}" width="52" height="52" rx="16" fill="${i % 2 && bits[0] ? bits[0] : color}"/>`;
        }
      }
      return out + scatter(prng, 300, 300, 170, 110, ['#ffffff', '#c0392b'], 10, 6);
    }
    case 'bread':
      return `<circle cx="300" cy="300" r="210" fill="${color}"/><circle cx="300" cy="300" r="120" fill="${tint(color, 0.35)}"/>`
        + scatter(prng, 300, 300, 95, 95, ['#5d4037', '#fff8e1'], 40, 4)
        + `<circle cx="300" cy="300" r="165" fill="none" stroke="${tint(color, 0.5)}" stroke-width="10" stroke-dasharray="14 12"/>`;
    case 'somsa':
      return plateBase + `<path d="M300 170 L450 390 L150 390 Z" fill="${color}" stroke="${tint(color, -0.2)}" stroke-width="6" stroke-linejoin="round"/>`
        + scatter(prng, 300, 330, 70, 40, ['#3e2723', '#fff8e1'], 18, 4);
    case 'fries': {
      let sticks = '';
      for (let i = 0; i < 11; i++) {
        const x = 190 + i * 21;
        const top = 140 + prng.int(0, 60);
        sticks += `<rect x="${x}" y="${top}" width="18" height="${330 - top}" rx="5" fill="${i % 3 ? color : tint(color, 0.3)}"/>`;
      }
      return sticks + `<path d="M170 280 L430 280 L400 480 L200 480 Z" fill="${bits[0]}"/><circle cx="300" cy="380" r="40" fill="#ffffff" opacity="0.9"/>`;
    }
    case 'burger':
      return `<path d="M140 280 Q300 110 460 280 Z" fill="${color}"/>` + scatter(prng, 300, 225, 110, 30, ['#fff3d6'], 16, 6)
        + `<path d="M125 290 Q300 320 475 290 L470 305 Q300 340 130 305 Z" fill="#43a047"/>`
        + `<rect x="135" y="300" width="330" height="24" rx="6" fill="${bits[1] ?? '#ffc107'}"/>`
        + `<rect x="130" y="322" width="340" height="52" rx="24" fill="${bits[0] ?? '#5d4037'}"/>`
        + `<path d="M140 380 L460 380 Q460 440 400 440 L200 440 Q140 440 140 380 Z" fill="${color}"/>`;
    case 'wrap':
      return plateBase + `<g transform="rotate(-25 300 300)"><rect x="150" y="235" width="300" height="130" rx="62" fill="${color}"/>`
        + `<ellipse cx="440" cy="300" rx="30" ry="62" fill="${bits[0]}"/>` + scatter(prng, 440, 300, 18, 45, bits.slice(1).length ? bits.slice(1) : ['#43a047'], 10, 7)
        + `<path d="M190 250 L200 350 M260 240 L270 360 M330 240 L340 360" stroke="${tint(color, -0.3)}" stroke-width="5" opacity="0.4"/></g>`;
    case 'pizza': {
      let slices = '';
      for (let i = 0; i < 4; i++) {
        const angle = (i * Math.PI) / 4;
        slices += `<line x1="${300 - Math.cos(angle) * 200}" y1="${300 - Math.sin(angle) * 200}" x2="${300 + Math.cos(angle) * 200}" y2="${300 + Math.sin(angle) * 200}" stroke="#e0a96d" stroke-width="5"/>`;
      }
      return `<circle cx="300" cy="300" r="225" fill="#e0a96d"/><circle cx="300" cy="300" r="195" fill="${color}"/>`
        + scatter(prng, 300, 300, 170, 170, bits, 30, 16) + slices;
    }
    case 'hotdog':
      return plateBase + `<rect x="120" y="250" width="360" height="110" rx="55" fill="#e0a96d"/>`
        + `<rect x="105" y="270" width="390" height="64" rx="32" fill="${color}"/>`
        + `<path d="M140 300 q20 -24 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="${bits[0]}" stroke-width="9" fill="none"/>`;
    case 'pieces':
      return plateBase + scatter(prng, 300, 300, 120, 80, [color, tint(color, 0.2)], 9, 42) + scatter(prng, 300, 300, 130, 90, bits, 12, 6);
    case 'cup':
      return steam + `<ellipse cx="300" cy="440" rx="200" ry="45" fill="#ffffff" stroke="#d9d4cc" stroke-width="6"/>`
        + `<path d="M165 230 L435 230 L410 420 Q300 460 190 420 Z" fill="#ffffff" stroke="#d9d4cc" stroke-width="6"/>`
        + `<path d="M430 260 Q520 270 470 350 Q450 380 415 380" stroke="#d9d4cc" stroke-width="18" fill="none"/>`
        + `<ellipse cx="300" cy="232" rx="133" ry="28" fill="${color}"/>` + (bits[0] !== '#ffffff' ? `<ellipse cx="300" cy="232" rx="70" ry="14" fill="${bits[0]}"/>` : '');
    case 'glass':
      return `<path d="M200 120 L400 120 L375 480 Q300 500 225 480 Z" fill="#eef6fb" stroke="#c9d6df" stroke-width="6"/>`
        + `<path d="M208 190 L392 190 L375 476 Q300 494 225 476 Z" fill="${color}"/>` + scatter(prng, 300, 330, 60, 120, bits, 10, 10)
        + `<rect x="330" y="70" width="14" height="220" rx="7" fill="#e74c3c" transform="rotate(12 337 180)"/>`;
    case 'bottle':
      return `<rect x="262" y="70" width="76" height="40" rx="8" fill="${bits[1] ?? '#c0392b'}"/><path d="M270 110 L330 110 L330 170 Q400 200 400 260 L400 480 Q400 510 370 510 L230 510 Q200 510 200 480 L200 260 Q200 200 270 170 Z" fill="${color}"/>`
        + `<rect x="200" y="300" width="200" height="110" fill="${bits[0] ?? '#ffffff'}"/><path d="M225 200 L225 470" stroke="#ffffff" stroke-width="12" opacity="0.35" stroke-linecap="round"/>`;
    case 'cake':
      return plateBase + `<path d="M180 230 L420 300 L420 380 L180 310 Z" fill="${tint(color, -0.15)}"/><path d="M180 230 L300 180 L420 300 L180 230" fill="${color}"/>`
        + `<path d="M180 260 L420 330 M180 285 L420 355" stroke="${bits[0]}" stroke-width="9"/>` + scatter(prng, 300, 235, 60, 25, bits, 8, 7);
    case 'icecream':
      return `<path d="M230 300 L370 300 L300 520 Z" fill="#e0a96d"/><path d="M240 320 L360 320 M250 360 L350 360 M262 400 L338 400" stroke="#b9783e" stroke-width="6"/>`
        + `<circle cx="300" cy="250" r="85" fill="${color}"/><circle cx="245" cy="290" r="55" fill="${bits[0] ?? color}"/><circle cx="355" cy="290" r="55" fill="${bits[1] ?? color}"/>`
        + `<circle cx="300" cy="150" r="22" fill="#c0392b"/>`;
  }
}

/** The SVG of one dish picture, 600×600. */
export function dishSvg(picture: DishPicture): string {
  const prng = createPrng(hashText(picture.key));
  const background = tint(picture.color, 0.85);
  const label = escapeXml(picture.label);
  const width = Math.min(520, 60 + picture.label.length * 24);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`
    + `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`
    + drawFood(picture, prng)
    + `<rect x="${(SIZE - width) / 2}" y="520" width="${width}" height="56" rx="28" fill="#ffffff" opacity="0.92"/>`
    + `<text x="300" y="558" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#333333">${label}</text>`
    + `</svg>`;
}

/**
 * A modification's picture (a size, an extra, a sauce), 600×600 without a caption: shown at 56 px
 * beside the option's name, where a caption could not be read and would repeat the name.
 */
export function modificationSvg(picture: DishPicture): string {
  const prng = createPrng(hashText(picture.key));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`
    + `<rect width="${SIZE}" height="${SIZE}" fill="${tint(picture.color, 0.85)}"/>${drawFood(picture, prng)}</svg>`;
}

/**
 * A dish drawing placed inside a larger picture: the 600×600 drawing without its caption, scaled
 * to `size` at (x, y), on its own pale disc.
 */
function placedDish(picture: DishPicture, x: number, y: number, size: number): string {
  const prng = createPrng(hashText(picture.key));
  const scale = size / SIZE;
  return `<g transform="translate(${x} ${y}) scale(${scale})">`
    + `<circle cx="300" cy="300" r="290" fill="${tint(picture.color, 0.85)}"/>${drawFood(picture, prng)}</g>`;
}

/** A home-page banner, 1200×480: the brand's colour, a headline and a dish. */
export function bannerSvg(p: { color: string; textColor: string; headline: string; note: string; picture: DishPicture }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480" viewBox="0 0 1200 480">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.color}"/><stop offset="1" stop-color="${tint(p.color, -0.25)}"/></linearGradient></defs>`
    + `<rect width="1200" height="480" fill="url(#g)"/>`
    + `<circle cx="980" cy="240" r="300" fill="#ffffff" opacity="0.12"/>`
    + placedDish(p.picture, 720, 20, 440)
    + `<text x="64" y="210" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="84" font-weight="700" fill="${p.textColor}">${escapeXml(p.headline)}</text>`
    + `<text x="68" y="290" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" fill="${p.textColor}" opacity="0.85">${escapeXml(p.note)}</text>`
    + `</svg>`;
}

/** A story slide, 720×1280 portrait, without words (the storefront writes the slide's text in the customer's language). */
export function storySlideSvg(p: { color: string; picture: DishPicture }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280" viewBox="0 0 720 1280">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(p.color, 0.5)}"/><stop offset="1" stop-color="${tint(p.color, -0.35)}"/></linearGradient></defs>`
    + `<rect width="720" height="1280" fill="url(#g)"/>`
    + `<circle cx="120" cy="180" r="90" fill="#ffffff" opacity="0.15"/><circle cx="640" cy="1100" r="140" fill="#ffffff" opacity="0.12"/>`
    + placedDish(p.picture, 60, 300, 600)
    + `</svg>`;
}

export function noItemSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#eeeeee"/>`
    + `<ellipse cx="300" cy="290" rx="200" ry="150" fill="#e0e0e0"/><ellipse cx="300" cy="280" rx="200" ry="150" fill="#f7f7f7" stroke="#d0d0d0" stroke-width="6"/>`
    + `<path d="M200 200 L400 360 M400 200 L200 360" stroke="#c4c4c4" stroke-width="18" stroke-linecap="round"/>`
    + `<text x="300" y="520" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#9e9e9e">no item</text></svg>`;
}

/** A round logo: a coloured disc with the brand initials. */
export function logoSvg(initials: string, color: string, textColor: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" rx="120" fill="${color}"/>`
    + `<circle cx="300" cy="300" r="230" fill="none" stroke="${textColor}" stroke-width="14" opacity="0.5"/>`
    + `<text x="300" y="${300 + 70}" font-family="DejaVu Sans, sans-serif" font-size="${initials.length > 2 ? 150 : 200}" font-weight="700" text-anchor="middle" fill="${textColor}">${escapeXml(initials)}</text></svg>`;
}

export type IconShape = 'plate' | 'burger' | 'cup' | 'cake' | 'bread' | 'box';

/** A flat group icon on a transparent background. */
export function iconSvg(shape: IconShape, color: string): string {
  const shapes: Record<IconShape, string> = {
    plate: `<circle cx="300" cy="300" r="220" fill="none" stroke="${color}" stroke-width="40"/><circle cx="300" cy="300" r="120" fill="${color}"/>`,
    burger: `<path d="M100 270 Q300 40 500 270 Z" fill="${color}"/><rect x="90" y="300" width="420" height="60" rx="30" fill="${color}"/><path d="M100 390 L500 390 Q500 500 400 500 L200 500 Q100 500 100 390 Z" fill="${color}"/>`,
    cup: `<path d="M120 200 L440 200 L400 500 L160 500 Z" fill="${color}"/><path d="M440 250 Q560 270 500 380 Q470 420 420 420" stroke="${color}" stroke-width="40" fill="none"/>`,
    cake: `<rect x="110" y="280" width="380" height="220" rx="30" fill="${color}"/><rect x="170" y="170" width="260" height="110" rx="20" fill="${color}" opacity="0.75"/><rect x="285" y="80" width="30" height="90" rx="10" fill="${color}"/>`,
    bread: `<ellipse cx="300" cy="330" rx="230" ry="150" fill="${color}"/><path d="M170 300 L230 250 M260 300 L320 250 M350 300 L410 250" stroke="#ffffff" stroke-width="24" stroke-linecap="round"/>`,
    box: `<rect x="110" y="200" width="380" height="300" rx="30" fill="${color}"/><path d="M110 200 L200 100 L400 100 L490 200 Z" fill="${color}" opacity="0.7"/><rect x="270" y="200" width="60" height="300" fill="#ffffff" opacity="0.6"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${shapes[shape]}</svg>`;
}

export interface RenderedImage { key: string; contentType: string; data: Buffer }

/** Renders the SVGs to PNG in parallel (libvips uses its own threads). */
export async function renderImages(svgs: Array<{ key: string; svg: string }>): Promise<RenderedImage[]> {
  return Promise.all(svgs.map(async ({ key, svg }) => ({
    key,
    contentType: 'image/png',
    data: await sharp(Buffer.from(svg)).png({ compressionLevel: 6, palette: false }).toBuffer(),
  })));
}

export { NO_ITEM_KEY };
