/**
 * Base64 of a text's UTF-8 bytes, without Node's Buffer (browsers and React Native have
 * `btoa`). Verification codes travel this way (spec, section 5).
 * @example toBase64('123456') // 'MTIzNDU2'
 */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes base64 into text (UTF-8); the server sends a verification's expiry this way.
 * @example fromBase64('MjAyNi0wMS0wMVQwMDowMDowMFo=') // '2026-01-01T00:00:00Z'
 */
export function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
