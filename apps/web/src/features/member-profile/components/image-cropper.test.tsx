// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Buffer } from 'node:buffer';
import { crc32, deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageCropper } from './image-cropper';

/** A real PNG of this size (grey), as a camera roll would hand over. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // no filter
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The browser's part, which happy-dom lacks: it cannot load a `blob:` URL, so the picture's
 * object URL is a `data:` URL of the same bytes (happy-dom then reads its size from them);
 * and it has no 2D canvas, so the context records what is drawn and `toBlob` hands back a
 * stand-in for the JPEG it would encode.
 */
function browser() {
  const drawn: unknown[][] = [];
  const encoded: { canvas: HTMLCanvasElement; type?: string; quality?: unknown; blob: Blob }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(
    (file) => `data:image/png;base64,${(file as PictureFile).bytes.toString('base64')}`,
  );
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        imageSmoothingQuality: 'low',
        drawImage: (...args: unknown[]) => drawn.push(args),
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    const blob = new Blob(['(the JPEG)'], { type });
    encoded.push({ canvas: this, type, quality, blob });
    callback(blob);
  });
  return { drawn, encoded };
}

type PictureFile = File & { bytes: Buffer };
function picture(width: number, height: number): PictureFile {
  const bytes = png(width, height);
  return Object.assign(new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' }), {
    bytes,
  });
}

let platform: ReturnType<typeof browser>;
beforeEach(() => {
  platform = browser();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Opens the crop step on a picture; the frame on screen is 280 px square. */
async function openCropper(width: number, height: number, busy = false) {
  const onCrop = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ImageCropper file={picture(width, height)} busy={busy} onCrop={onCrop} onCancel={onCancel} />,
  );
  const frame = await screen.findByRole('img', { name: /Vista previa de tu foto de perfil/ });
  return { frame, onCrop, onCancel, view };
}

/** The picture inside the frame, as drawn: its size and where its corner is. */
function shown(frame: HTMLElement) {
  const image = frame.querySelector('img')!;
  return { width: image.style.width, height: image.style.height, at: image.style.transform };
}

/** "Usar foto", and the part of the original the square was drawn from. */
async function usePhoto(onCrop: ReturnType<typeof vi.fn>) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Usar foto' }));
  expect(onCrop).toHaveBeenCalledTimes(1);
  const [image, x, y, side, sideAgain, ...target] = platform.drawn.at(-1)!;
  expect(sideAgain).toBe(side);
  return { image, source: { x, y, side }, target };
}

function dragPicture(frame: HTMLElement, dx: number, dy: number) {
  const at = (x: number, y: number) => ({ pointerId: 3, clientX: x, clientY: y });
  fireEvent.pointerDown(frame, at(100, 100));
  fireEvent.pointerMove(frame, at(100 + dx / 2, 100 + dy / 2));
  fireEvent.pointerMove(frame, at(100 + dx, 100 + dy));
  fireEvent.pointerUp(frame, at(100 + dx, 100 + dy));
}

describe('the crop step of a profile picture', () => {
  it('opens on the middle of the picture, just covering the round frame, and hands on that square', async () => {
    const { frame, onCrop, onCancel } = await openCropper(800, 400);
    // Scaled so its short side fills the 280 px frame, centred across.
    expect(shown(frame)).toEqual({
      width: '560px',
      height: '280px',
      at: 'translate(-140px, 0px)',
    });

    const { image, source, target } = await usePhoto(onCrop);

    // The middle 400 × 400 of the 800 × 400 original, drawn on a 640 px square.
    expect(image).toBeInstanceOf(HTMLImageElement);
    expect((image as HTMLImageElement).naturalWidth).toBe(800);
    expect(source).toEqual({ x: 200, y: 0, side: 400 });
    expect(target).toEqual([0, 0, 640, 640]);
    // Handed on: the JPEG the canvas encoded, nothing else.
    const [jpeg] = platform.encoded;
    expect(jpeg).toMatchObject({ type: 'image/jpeg', quality: 0.9 });
    expect([jpeg!.canvas.width, jpeg!.canvas.height]).toEqual([640, 640]);
    expect(onCrop).toHaveBeenCalledWith(jpeg!.blob);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('moves the picture with a drag, never past its edges', async () => {
    const { frame, onCrop } = await openCropper(560, 280);

    dragPicture(frame, 100, 50);
    // Sideways it follows the finger; up and down there is nothing more to show.
    expect(shown(frame).at).toBe('translate(-40px, 0px)');

    dragPicture(frame, 100, 0);
    // Stopped at the left edge: no empty band comes into the frame.
    expect(shown(frame).at).toBe('translate(0px, 0px)');

    dragPicture(frame, -1000, 0);
    expect(shown(frame).at).toBe('translate(-280px, 0px)');

    const { source } = await usePhoto(onCrop);
    expect(source).toEqual({ x: 280, y: 0, side: 280 });
  });

  it('moves the picture with the arrow keys, further with Shift', async () => {
    const { frame, onCrop } = await openCropper(560, 280);
    const user = userEvent.setup();
    await user.click(frame);
    expect(document.activeElement).toBe(frame);

    await user.keyboard('{ArrowRight}');
    // The arrow moves the view, as a drag would: the picture slides the other way.
    expect(shown(frame).at).toBe('translate(-150px, 0px)');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(shown(frame).at).toBe('translate(-110px, 0px)');
    await user.keyboard('{ArrowDown}');
    expect(shown(frame).at).toBe('translate(-110px, 0px)');

    const { source } = await usePhoto(onCrop);
    expect(source).toEqual({ x: 110, y: 0, side: 280 });
  });

  it('zooms around the frame’s centre with the slider, and back out no further than covering', async () => {
    const { frame, onCrop } = await openCropper(560, 280);
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveProperty('value', '1');

    fireEvent.change(zoom, { target: { value: '2' } });
    expect(shown(frame)).toEqual({
      width: '1120px',
      height: '560px',
      at: 'translate(-420px, -140px)',
    });

    // Moved to a corner while zoomed, then zoomed out: pulled back to cover the frame.
    dragPicture(frame, 1000, 1000);
    expect(shown(frame).at).toBe('translate(0px, 0px)');
    fireEvent.change(zoom, { target: { value: '1.5' } });
    expect(shown(frame)).toEqual({ width: '840px', height: '420px', at: 'translate(0px, 0px)' });

    const { source } = await usePhoto(onCrop);
    // Two thirds of the picture's height, from its top-left corner.
    expect(source).toEqual({ x: 0, y: 0, side: 280 / 1.5 });
  });

  it('hands on nothing when cancelled', async () => {
    const { onCrop, onCancel } = await openCropper(800, 400);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCrop).not.toHaveBeenCalled();
    expect(platform.drawn).toEqual([]);
  });

  it('takes no second click while the upload is under way', async () => {
    const { onCrop, onCancel } = await openCropper(800, 400, true);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Usar foto' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(onCrop).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Usar foto' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });
});
