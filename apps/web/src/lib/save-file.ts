/**
 * Hands a downloaded file to the browser as a download. Files that need the bearer token
 * cannot be plain links (a link sends no Authorization header), so they are fetched first and
 * saved from memory.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the next task is soon enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
