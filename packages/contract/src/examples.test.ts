import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './activities.js';
import './attendance.js';
import './auth.js';
import './blocks.js';
import './calories.js';
import './challenges.js';
import './coins.js';
import './conversations.js';
import './deck.js';
import './deliveries.js';
import './deploys.js';
import './errors.js';
import './feedback.js';
import './friends.js';
import './groups.js';
import './help.js';
import './invitation-links.js';
import './levels.js';
import './notification-centre.js';
import './place-search.js';
import './push.js';
import './plans.js';
import './ranking.js';
import './reference.js';
import './reports.js';
import './series.js';
import './share.js';
import './sponsors.js';
import './stats.js';
import './store.js';
import './users.js';
import './wishes.js';
import { EXAMPLES } from './examples.js';

/** Every schema the contract registers with an OpenAPI id. */
const registered = () => {
  const ids = new Map<string, z.ZodType>();
  // zod keeps the id index on the registry; there is no public iterator over it.
  for (const [id, schema] of (z.globalRegistry as unknown as { _idmap: Map<string, z.ZodType> })
    ._idmap) {
    ids.set(id, schema);
  }
  return ids;
};

describe('the OpenAPI examples', () => {
  it('give one example for every registered shape, and each parses with its schema', () => {
    const schemas = registered();
    expect([...schemas.keys()].sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const [id, schema] of schemas) {
      const parsed = schema.safeParse(EXAMPLES[id]);
      expect(parsed.error?.issues, id).toBeUndefined();
    }
  });
});
