/**
 * The preview images drawn lately, by plan and version, at most `max` of them: a link shared
 * in a busy group chat is fetched by every member's app at once, and drawn once. Asked again
 * while it is being drawn, the same drawing is awaited. Each node keeps its own: an image is
 * a few tens of kilobytes and is drawn in a few tens of milliseconds.
 */
export function createPreviewCache(max = 200) {
  const done = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  let draws = 0;

  return {
    /** Whether the image under `key` is kept, or being drawn: asking for it costs nothing. */
    has: (key: string) => done.has(key) || drawing.has(key),

    /** The image kept under `key`, or the one `draw` makes (then kept). */
    async get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      const kept = done.get(key);
      if (kept) {
        // Most recently used last: the first key is the one to drop.
        done.delete(key);
        done.set(key, kept);
        return kept;
      }
      const pending = drawing.get(key);
      if (pending) return pending;
      draws += 1;
      const started = draw()
        .then((image) => {
          done.set(key, image);
          if (done.size > max) done.delete(done.keys().next().value!);
          return image;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, started);
      return started;
    },
    /** How many images were drawn (not served from memory): for tests and metrics. */
    get draws() {
      return draws;
    },
  };
}
