import sharp from 'sharp';

const SIDE = 256;

/** "María José" + "Ruiz Gil" → "MR": the first letters of the first name and the last name. */
export function initialsOf(firstname: string, lastname: string): string {
  const first = (text: string) => Array.from(text.trim())[0] ?? '';
  return `${first(firstname)}${first(lastname)}`.toLocaleUpperCase('es');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A simple, pleasant avatar: initials in white on a diagonal gradient of two colours, with a
 * soft circle for depth, as a PNG. Drawn from SVG by sharp (librsvg), with whichever sans-serif
 * font the system has.
 */
export async function drawAvatar(
  initials: string,
  [from, to]: readonly [string, string],
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${SIDE}" height="${SIDE}" fill="url(#g)"/>
  <circle cx="214" cy="36" r="86" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="30" cy="236" r="60" fill="#000000" fill-opacity="0.06"/>
  <text x="128" y="164" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="100" font-weight="bold" fill="#ffffff" letter-spacing="2">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
