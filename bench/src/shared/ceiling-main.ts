import { serveParent } from './child.js';
import { startCeiling } from './ceiling.js';

// A ceiling server in a process of its own, like the server it stands beside.
let close = async () => {};
serveParent(
  {
    async ready(message) {
      const payload = Buffer.from(String(message.payload), 'base64');
      const encoding = typeof message.encoding === 'string' ? message.encoding : undefined;
      const ceiling = await startCeiling(payload, encoding);
      close = ceiling.close;
      return { base: ceiling.base };
    },
  },
  () => close(),
);
