/**
 * SHA-256 of a text's UTF-8 bytes, as lower-case hex, with Web Crypto (browsers, Node 20,
 * React Native with a `crypto.subtle` polyfill). The apps send every password this way
 * (spec, section 5): the server never sees what the person typed.
 * @example await sha256Hex('abc')
 * // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available here');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
