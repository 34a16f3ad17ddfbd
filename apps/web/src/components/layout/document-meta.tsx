import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle, pageMeta } from '../../lib/meta';

/**
 * Keeps `<title>` and the meta description in step with client-side navigation. The prerender
 * writes the same values into each page's HTML (src/entry-server.tsx).
 */
export function DocumentMeta() {
  const matches = useMatches();
  const meta = pageMeta(matches.map((match) => match.handle));
  const title = meta ? documentTitle(meta) : undefined;
  const description = meta?.description;
  useEffect(() => {
    if (title) document.title = title;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
  return null;
}
