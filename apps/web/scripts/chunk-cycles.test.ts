import { describe, expect, it } from 'vitest';
import { assertNoChunkCycle } from './chunk-cycles.mjs';

describe('assertNoChunkCycle', () => {
  it('lets chunks that share imports without a loop through', () => {
    expect(() =>
      assertNoChunkCycle({
        'index.html': { imports: ['_react.js', '_query.js'] },
        '_query.js': { imports: ['_react.js'] },
        '_react.js': {},
        'src/routes/app/layout.tsx': { imports: ['_query.js', 'index.html'] },
      }),
    ).not.toThrow();
  });

  it('names the loop, direct or around several chunks', () => {
    expect(() =>
      assertNoChunkCycle({
        'index.html': { imports: ['_a.js'] },
        '_a.js': { imports: ['index.html'] },
      }),
    ).toThrow('chunks import each other: index.html → _a.js → index.html');
    expect(() =>
      assertNoChunkCycle({
        'index.html': { imports: ['_a.js'] },
        '_a.js': { imports: ['_b.js'] },
        '_b.js': { imports: ['_c.js'] },
        '_c.js': { imports: ['_a.js'] },
      }),
    ).toThrow('_a.js → _b.js → _c.js → _a.js');
  });
});
