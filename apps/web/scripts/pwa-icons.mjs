// The installable app's icons, drawn from the product's mark (public/favicon.svg, the same
// artwork as src/components/icons/logo.tsx) at every build, so they can never drift from it:
//   icons/icon-192.png, icons/icon-512.png   the mark as it is (rounded square), "any" purpose;
//   icons/maskable-512.png                   full-bleed brand colour, the letter inside the
//                                            safe zone (the central 80% circle) for any mask;
//   icons/apple-touch-icon.png               180 px, opaque (iOS rounds it itself);
//   icons/badge-96.png                       the letter alone, white on transparent, for
//                                            Android's status bar (it keeps only the alpha).
// Usage: node apps/web/scripts/pwa-icons.mjs <out dir>   (scripts/build.mjs calls writeIcons)
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The favicon's parts: its background colour and the letter's path element. */
function markParts() {
  const svg = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
  const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1];
  const letter = /<path[^>]*\/>/.exec(svg)?.[0];
  if (!background || !letter) throw new Error('public/favicon.svg: expected a <rect> and a <path>');
  return { svg, background, letter };
}

const svgOf = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

/** The PNGs to write: file name, size and the SVG drawn at that size. */
export function iconSources() {
  const { svg, background, letter } = markParts();
  const full = svgOf(`<rect width="64" height="64" fill="${background}"/>${letter}`);
  return [
    { file: 'icon-192.png', size: 192, svg },
    { file: 'icon-512.png', size: 512, svg },
    // The letter spans 20..44 of 64 (with its stroke): within 20 of the centre, inside the
    // maskable safe zone's radius of 25.6.
    { file: 'maskable-512.png', size: 512, svg: full, opaque: true },
    { file: 'apple-touch-icon.png', size: 180, svg: full, opaque: true },
    { file: 'badge-96.png', size: 96, svg: svgOf(letter) },
  ];
}

/** Writes the icons into `<outDir>/icons/`; returns their paths inside `outDir`. */
export async function writeIcons(outDir) {
  const dir = path.join(outDir, 'icons');
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const { file, size, svg, opaque } of iconSources()) {
    let image = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
    if (opaque) image = image.removeAlpha();
    await image.png({ compressionLevel: 9 }).toFile(path.join(dir, file));
    written.push(`icons/${file}`);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  for (const file of await writeIcons(outDir)) process.stdout.write(`  wrote ${file}\n`);
}
