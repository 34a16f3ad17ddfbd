import { describe, expect, it } from 'vitest';
import { decisionOf, tiltOf } from './swipe-gesture';

describe('a drag of the deck’s top card', () => {
  const width = 300;

  it('decides past a third of the card: right likes, left passes', () => {
    expect(decisionOf({ dx: 100, speed: 0, width })).toBe('like');
    expect(decisionOf({ dx: -100, speed: 0, width })).toBe('pass');
    expect(decisionOf({ dx: 99, speed: 0, width })).toBeUndefined();
  });

  it('decides on a quick flick, but not on a twitch or against the drag', () => {
    expect(decisionOf({ dx: 50, speed: 0.8, width })).toBe('like');
    expect(decisionOf({ dx: -50, speed: -0.8, width })).toBe('pass');
    expect(decisionOf({ dx: 20, speed: 2, width })).toBeUndefined();
    expect(decisionOf({ dx: 60, speed: -1, width })).toBeUndefined();
  });

  it('tilts with the drag, at most 15 degrees', () => {
    expect(tiltOf(0, width)).toBe(0);
    expect(tiltOf(150, width)).toBe(9);
    expect(tiltOf(-3000, width)).toBe(-15);
  });
});
