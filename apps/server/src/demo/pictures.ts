import sharp from 'sharp';
import type { Random } from './random.js';

/**
 * The demo's pictures, drawn here and never fetched: members' photos (simple landscapes of
 * the things they do), groups' pictures and sponsor brands' logos. SVG rendered to PNG by
 * sharp (librsvg), like the avatars; each is then stored through the same path an upload
 * takes, which re-encodes it.
 */

/** What a photo shows. */
export const PHOTO_THEMES = ['mountain', 'beach', 'city', 'court', 'park', 'road'] as const;
export type PhotoTheme = (typeof PHOTO_THEMES)[number];

/** The light of a photo: its sky, top to horizon, and its sun. */
const SKIES: ReadonlyArray<{ top: string; horizon: string; sun: string }> = [
  { top: '#5B9BE6', horizon: '#BFE0F7', sun: '#FFF3B0' },
  { top: '#F08A5D', horizon: '#FBD38D', sun: '#FFF1C1' },
  { top: '#6A5ACD', horizon: '#F7A072', sun: '#FFE29A' },
  { top: '#3FA7D6', horizon: '#E0F4FF', sun: '#FFFFFF' },
];

const W = 960;
const H = 720;

const round = (value: number) => Math.round(value * 10) / 10;

/** A ridge from left to right around `base`, `peaks` of them, as a closed polygon. */
function ridge(random: Random, base: number, height: number, peaks: number): string {
  const points: string[] = [`0,${H}`, `0,${round(base)}`];
  const step = W / (peaks * 2);
  for (let i = 1; i <= peaks * 2; i++) {
    const up = i % 2 === 1;
    const y = up
      ? base - height * (0.6 + random.next() * 0.4)
      : base - height * random.next() * 0.3;
    points.push(`${round(i * step + (random.next() - 0.5) * step * 0.5)},${round(y)}`);
  }
  points.push(`${W},${round(base)}`, `${W},${H}`);
  return points.join(' ');
}

function mountain(random: Random): string {
  return [
    `<polygon points="${ridge(random, 430, 230, 3)}" fill="#8FA3BF"/>`,
    `<polygon points="${ridge(random, 520, 200, 4)}" fill="#5E7C6B"/>`,
    `<polygon points="${ridge(random, 640, 120, 5)}" fill="#3E5E4A"/>`,
  ].join('');
}

function beach(random: Random): string {
  const pole = random.int(160, 360);
  const waves = Array.from({ length: 4 }, (_, n) => {
    const y = 470 + n * 34 + random.int(-6, 6);
    return `<path d="M0 ${y} Q 120 ${y - 14} 240 ${y} T 480 ${y} T 720 ${y} T 960 ${y}" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="5" fill="none"/>`;
  }).join('');
  return [
    `<rect y="430" width="${W}" height="200" fill="#2A8FBD"/>`,
    waves,
    `<path d="M0 600 Q 480 560 960 610 L 960 720 L 0 720 Z" fill="#F2D49B"/>`,
    `<circle cx="${random.int(520, 820)}" cy="650" r="30" fill="#E8505B"/>`,
    // A parasol: its pole, then its canopy.
    `<line x1="${pole}" y1="700" x2="${pole}" y2="560" stroke="#7A5230" stroke-width="7"/>`,
    `<path d="M${pole - 110} 575 Q ${pole} 470 ${pole + 110} 575 Z" fill="${random.pick(['#F5B041', '#E74C3C', '#AF7AC5'])}"/>`,
  ].join('');
}

function city(random: Random): string {
  const blocks: string[] = [];
  for (let x = 0; x < W;) {
    const width = random.int(60, 130);
    const height = random.int(140, 360);
    const shade = random.pick(['#34495E', '#3D566E', '#2C3E50', '#4A6278']);
    blocks.push(
      `<rect x="${x}" y="${H - 140 - height}" width="${width - 8}" height="${height}" fill="${shade}"/>`,
    );
    for (let wy = H - 140 - height + 20; wy < H - 160; wy += 34) {
      for (let wx = x + 12; wx < x + width - 24; wx += 26) {
        if (random.chance(0.55)) {
          blocks.push(
            `<rect x="${wx}" y="${wy}" width="12" height="16" fill="#FCE38A" fill-opacity="0.85"/>`,
          );
        }
      }
    }
    x += width;
  }
  return `${blocks.join('')}<rect y="${H - 140}" width="${W}" height="140" fill="#5D6D7E"/>`;
}

function court(random: Random): string {
  const surface = random.pick(['#2E86C1', '#1E8449', '#C0392B']);
  return [
    `<rect y="400" width="${W}" height="320" fill="#D5D8DC"/>`,
    `<polygon points="250,420 710,420 900,720 60,720" fill="${surface}"/>`,
    `<polygon points="250,420 710,420 900,720 60,720" fill="none" stroke="#FFFFFF" stroke-width="6"/>`,
    `<line x1="480" y1="420" x2="480" y2="720" stroke="#FFFFFF" stroke-width="5"/>`,
    `<line x1="175" y1="540" x2="785" y2="540" stroke="#FFFFFF" stroke-width="5"/>`,
    `<rect x="150" y="500" width="660" height="46" fill="#1B2631" fill-opacity="0.35"/>`,
    `<line x1="150" y1="500" x2="810" y2="500" stroke="#FFFFFF" stroke-width="5"/>`,
    `<circle cx="${random.int(300, 660)}" cy="${random.int(600, 680)}" r="14" fill="#DFFF4F"/>`,
  ].join('');
}

function park(random: Random): string {
  const trees = Array.from({ length: random.int(5, 8) }, () => {
    const x = random.int(40, 920);
    const y = random.int(470, 600);
    const r = random.int(40, 80);
    const leaf = random.pick(['#27AE60', '#229954', '#52BE80', '#1E8449']);
    return `<rect x="${x - 7}" y="${y}" width="14" height="${r + 30}" fill="#6E4B2A"/><circle cx="${x}" cy="${y}" r="${r}" fill="${leaf}"/>`;
  }).join('');
  return [
    `<path d="M0 520 Q 300 440 620 500 T 960 480 L 960 720 L 0 720 Z" fill="#7DCEA0"/>`,
    `<path d="M0 600 Q 400 560 960 620 L 960 720 L 0 720 Z" fill="#58D68D"/>`,
    `<path d="M380 720 Q 470 640 600 600" stroke="#F5E6C8" stroke-width="34" fill="none"/>`,
    trees,
  ].join('');
}

function road(random: Random): string {
  return [
    `<polygon points="${ridge(random, 470, 120, 4)}" fill="#A9CCE3"/>`,
    `<rect y="470" width="${W}" height="250" fill="#82B366"/>`,
    `<polygon points="440,470 520,470 820,720 140,720" fill="#5D6D7E"/>`,
    `<polygon points="476,480 484,480 500,560 460,560" fill="#F7DC6F"/>`,
    `<polygon points="456,600 504,600 520,690 440,690" fill="#F7DC6F"/>`,
  ].join('');
}

const SCENES: Record<PhotoTheme, (random: Random) => string> = {
  mountain,
  beach,
  city,
  court,
  park,
  road,
};

/** A 960 × 720 landscape of `theme` as a PNG, varied by `random`. */
export async function drawPhoto(theme: PhotoTheme, random: Random): Promise<Buffer> {
  const sky = random.pick(SKIES);
  const sun = { x: random.int(120, 840), y: random.int(110, 260), r: random.int(40, 70) };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${sky.sun}" fill-opacity="0.9"/>
  ${SCENES[theme](random)}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** A brand's mark: a symbol on a rounded square of its colour, or the symbol alone. */
export type MarkSymbol = 'pulse' | 'drop' | 'wheel' | 'peak' | 'ball';

const SYMBOLS: Record<MarkSymbol, string> = {
  pulse: `<path d="M56 136 H104 L124 88 L150 176 L172 112 L186 136 H200" stroke="#FFFFFF" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  drop: `<path d="M128 48 C 160 98 192 132 192 164 A 64 64 0 0 1 64 164 C 64 132 96 98 128 48 Z" fill="#FFFFFF"/>`,
  wheel: `<circle cx="84" cy="156" r="38" stroke="#FFFFFF" stroke-width="14" fill="none"/><circle cx="172" cy="156" r="38" stroke="#FFFFFF" stroke-width="14" fill="none"/><path d="M84 156 L118 96 H156 L172 156 M110 96 H136" stroke="#FFFFFF" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  peak: `<path d="M40 190 L104 84 L136 134 L160 104 L216 190 Z" fill="#FFFFFF"/><path d="M104 84 L120 110 L96 110 Z" fill="#FFFFFF" fill-opacity="0.6"/>`,
  ball: `<circle cx="128" cy="128" r="70" fill="#FFFFFF"/><path d="M76 80 Q 128 128 76 176 M180 80 Q 128 128 180 176" stroke="#1F2D3D" stroke-opacity="0.35" stroke-width="10" fill="none"/>`,
};

/** A 256 px square logo: the symbol in white on a rounded square of the brand's gradient. */
export async function drawLogo(
  symbol: MarkSymbol,
  [from, to]: readonly [string, string],
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect x="8" y="8" width="240" height="240" rx="56" fill="url(#g)"/>
  ${SYMBOLS[symbol]}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** A group's picture: a scene of what it does, square. */
export async function drawGroupPicture(theme: PhotoTheme, random: Random): Promise<Buffer> {
  const photo = await drawPhoto(theme, random);
  return sharp(photo)
    .resize(512, 512, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
