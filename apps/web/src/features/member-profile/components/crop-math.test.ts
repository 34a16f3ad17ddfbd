import { describe, expect, it } from 'vitest';
import { centred, clampPlacement, coverScale, sourceRect, zoomAround } from './crop-math';

describe('cropping a picture to a square', () => {
  it('starts centred, just covering the frame', () => {
    expect(coverScale(800, 400, 200)).toBe(0.5);
    expect(centred(800, 400, 200)).toEqual({ scale: 0.5, x: -100, y: 0 });
  });

  it('never shows an empty edge, nor shrinks below covering', () => {
    expect(clampPlacement({ scale: 0.5, x: 30, y: -5 }, 800, 400, 200)).toEqual({
      scale: 0.5,
      x: 0,
      y: 0,
    });
    expect(clampPlacement({ scale: 0.1, x: -900, y: 0 }, 800, 400, 200)).toEqual({
      scale: 0.5,
      x: -200,
      y: 0,
    });
  });

  it('zooms around the frame’s centre', () => {
    expect(zoomAround({ scale: 1, x: -50, y: -50 }, 2, 300)).toEqual({
      scale: 2,
      x: -250,
      y: -250,
    });
  });

  it('says which part of the original to keep', () => {
    expect(sourceRect({ scale: 0.5, x: -100, y: 0 }, 200)).toEqual({ x: 200, y: 0, side: 400 });
  });
});
