let answer: boolean | undefined;

/**
 * Whether this browser can draw a MapLibre map (WebGL), asked once: a context is made and
 * let go at once, since browsers hold only a few.
 */
export function canDrawMaps(): boolean {
  if (answer !== undefined) return answer;
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ??
      canvas.getContext('webgl')) as WebGLRenderingContext | null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    answer = gl !== null;
  } catch {
    answer = false;
  }
  return answer;
}
