import { createRequire } from 'node:module';
import { PRODUCT_NAME } from '@app/contract/constants';
import { PREVIEW_IMAGE, type PublicActivity } from '@app/contract/share';
import sharp from 'sharp';
import { escapeHtml } from './html.js';
import { planHeadline, planKind, startText } from './plan-words.js';

const require = createRequire(import.meta.url);
// The font ships with the project (Inter, SIL Open Font License): the card reads the same on a
// machine without fonts installed, as a fresh server or a container is.
const FONTS = {
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  regular: require.resolve('@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf'),
};

const { width: WIDTH, height: HEIGHT } = PREVIEW_IMAGE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

/** What the preview image shows of a plan: its kind, headline, day, hour and area. */
export type PreviewFacts = Pick<
  PublicActivity,
  'type' | 'discipline' | 'level' | 'description' | 'start_at' | 'time_zone' | 'place'
>;

/**
 * A shared plan's link card (`og:image`, 1200×630 PNG): the plan's kind, headline, day and
 * area on the website's colours, drawn by sharp (libvips) with the shipped font.
 */
export async function renderPreviewImage(plan: PreviewFacts): Promise<Buffer> {
  const texts = await Promise.all([
    text(PRODUCT_NAME, { font: 'bold', size: 34 }),
    text(planKind(plan).toUpperCase(), { font: 'bold', size: 26, color: '#ffe0da' }),
    text(planHeadline(plan), { font: 'bold', size: 58, lines: 3 }),
    text(startText(plan, ' · '), { font: 'regular', size: 32 }),
    text(plan.place.area, { font: 'regular', size: 32, color: '#ffe0da' }),
  ]);
  const tops = [64, 150, 196, HEIGHT - 164, HEIGHT - 112];
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#c2313d"/><stop offset="1" stop-color="#8f1f2a"/>
      </linearGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
      <circle cx="${WIDTH - 40}" cy="40" r="220" fill="#e8505b" opacity="0.45"/>
      <rect x="${MARGIN}" y="${HEIGHT - 196}" width="64" height="6" rx="3" fill="#ffe0da"/>
    </svg>`,
  );
  return sharp(background)
    .composite(
      texts.flatMap((drawn, index) =>
        drawn ? [{ input: drawn.data, left: MARGIN, top: tops[index]! }] : [],
      ),
    )
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/**
 * A line (or `lines` lines) of text as a transparent PNG, cut to its box: a word longer than
 * the line breaks between letters. Undefined for text with nothing to draw (only spaces of
 * no width, say): the card goes without it.
 */
async function text(
  content: string,
  options: { font: keyof typeof FONTS; size: number; color?: string; lines?: number },
): Promise<{ data: Buffer } | undefined> {
  if (!/[\p{L}\p{N}\p{P}\p{S}]/u.test(content)) return undefined;
  const lineHeight = Math.ceil(options.size * 1.35);
  const height = lineHeight * (options.lines ?? 1);
  const markup = `<span foreground="${options.color ?? '#ffffff'}" size="${options.size}pt">${escapeHtml(content)}</span>`;
  const rendered = await sharp({
    text: {
      text: markup,
      font: options.font === 'bold' ? 'Inter Bold' : 'Inter Medium',
      fontfile: FONTS[options.font],
      width: TEXT_WIDTH,
      wrap: 'word-char',
      rgba: true,
      spacing: Math.round(options.size * 0.25),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (rendered.info.height <= height && rendered.info.width <= TEXT_WIDTH) return rendered;
  // Larger than its box: the box alone (the headline is already cut at a word).
  return sharp(rendered.data)
    .extract({
      left: 0,
      top: 0,
      width: Math.min(rendered.info.width, TEXT_WIDTH),
      height: Math.min(rendered.info.height, height),
    })
    .png()
    .toBuffer({ resolveWithObject: true });
}
