import { CHANNEL_KINDS } from '@app/contract/channels';
import fc from 'fast-check';

/**
 * Channel names for the realtime fuzz: every family the apps open (`private-<kind>.<wstoken>`,
 * `presence-group.{id}`), their near misses, the protocol's other families (public,
 * `private-encrypted-`, `#server-to-user-`) and text meant to fool a parser. The generators
 * know nothing of the server's rules: whether a name is a member's is decided by the plain
 * list of `ownChannels` (an oracle that cannot share a bug with the policy it checks).
 */

/** Two members, each in a group of their own: every name is someone's own or nobody's. */
export type NameWorld = {
  members: Array<{ userId: number; wstoken: string; groupId: number }>;
};

/** Every name a member may sign: their private channels and their group's presence. */
export function ownChannels(member: NameWorld['members'][number]): Set<string> {
  return new Set([
    ...CHANNEL_KINDS.map((kind) => `private-${kind}.${member.wstoken}`),
    `presence-group.${member.groupId}`,
  ]);
}

/** Characters that look like others, change direction, join, combine or vanish. */
const TRICKS = [
  '\u202e', // right-to-left override
  '\u202d',
  '\u2066',
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\u2060',
  '\ufeff', // byte-order mark
  '\u0301', // combining acute accent
  '\u0336', // combining long stroke
  '\u00a0', // no-break space
  '\u3000',
  '\u0000',
  '\t',
  '\n',
  '\r\n',
  ' ',
  '🎾',
  '👩‍👩‍👧',
  '\ud83c', // a lone high surrogate
  '\udfbe', // a lone low surrogate
  '\u0430', // Cyrillic a
  '\u0435', // Cyrillic e
  '\u0441', // Cyrillic c
  '\uff10', // fullwidth 0
  '\u0660', // Arabic-Indic 0
  '\u2024', // one-dot leader, a look-alike of "."
  '\u2010', // hyphen, a look-alike of "-"
  '%00',
  '%2e',
  '/',
  '\\',
  ':',
  '#',
  '*',
  '|',
];

const trick = fc.constantFrom(...TRICKS);

// Built with map, not chain: a chain builds its arbitraries again for every value, which
// made a name cost most of a millisecond.

/** Names with a trick character inserted somewhere. */
const withTrick = (names: fc.Arbitrary<string>) =>
  fc.tuple(names, fc.nat(), trick).map(([name, at, inserted]) => {
    const index = at % (name.length + 1);
    return name.slice(0, index) + inserted + name.slice(index);
  });

const SWAPS: Array<(c: string) => string> = [
  (c) => c.toUpperCase(),
  (c) =>
    ({ a: '\u0430', e: '\u0435', c: '\u0441', 0: '\uff10', 1: 'l', o: '0' })[c] ?? c + '\u0301',
  () => '',
  (c) => c + c,
];

/** Names with one character replaced by a look-alike, its case, itself twice or nothing. */
const lookAlike = (names: fc.Arbitrary<string>) =>
  fc.tuple(names, fc.nat(), fc.constantFrom(...SWAPS)).map(([name, at, swap]) => {
    const index = at % Math.max(1, name.length);
    return name.slice(0, index) + swap(name.charAt(index)) + name.slice(index + 1);
  });

/** A wstoken that is almost the member's: case, length, look-alikes, padding, size. */
const mangledToken = (token: string) =>
  fc.oneof(
    fc.constant(token.toUpperCase()),
    fc.nat({ max: 63 }).map((length) => token.slice(0, length)),
    fc.stringMatching(/^[0-9a-f]{1,8}$/).map((extra) => token + extra),
    lookAlike(fc.constant(token)),
    withTrick(fc.constant(token)),
    fc.constantFrom(
      '',
      ` ${token}`,
      `${token} `,
      `${token}\n`,
      `${token}\u0000`,
      `${token}.${token}`,
      `../${token}`,
      token.repeat(4),
      token.repeat(200),
      'f'.repeat(64),
      '0'.repeat(64),
    ),
  );

/** Group ids: real, gone, zero, negative, padded, past every integer width, exponents. */
const groupIdText = (groups: number[]) =>
  fc.oneof(
    fc.constantFrom(...groups.map(String)),
    fc.constantFrom(...groups.map((id) => `0${id}`)),
    fc.constantFrom(...groups.map((id) => `${id}e0`)),
    fc.constantFrom(...groups.map((id) => `+${id}`)),
    fc.constantFrom(...groups.map((id) => `-${id}`)),
    fc.constantFrom(...groups.map((id) => `${id}.0`)),
    fc.constantFrom(...groups.map((id) => `${id}\u200b`)),
    fc.constantFrom(...groups.map((id) => `\uff10${id}`)),
    fc.constantFrom(
      '',
      '0',
      '00',
      '-1',
      '1e1',
      '1E3',
      '0x7',
      'NaN',
      'Infinity',
      '999999',
      '2147483647',
      '2147483648',
      '4294967296',
      '9007199254740991',
      '9007199254740992',
      '9007199254740993',
      '99999999999999999999999999',
      '1'.repeat(300),
      '\u0661',
    ),
    fc.integer({ min: -5, max: 1_000_000 }).map(String),
  );

/** Names pusher-js and the protocol allow, outside the app's families. */
const PROTOCOL_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=@,.;';
const protocolText = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...PROTOCOL_CHARS), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));

/**
 * Every channel family, with the members' own names often enough that signing is exercised,
 * and their near misses much more often.
 */
export function channelName(world: NameWorld): fc.Arbitrary<string> {
  const tokens = world.members.map((member) => member.wstoken);
  const groups = world.members.map((member) => member.groupId);
  const userIds = world.members.map((member) => String(member.userId));
  const kind = fc.constantFrom(...CHANNEL_KINDS);
  const token = fc.constantFrom(...tokens);
  const ownName = fc.tuple(kind, token).map(([k, t]) => `private-${k}.${t}`);
  const groupName = fc.constantFrom(...groups).map((id) => `presence-group.${id}`);
  const known = fc.oneof(ownName, groupName);
  return fc.oneof(
    { weight: 12, arbitrary: known },
    {
      weight: 6,
      arbitrary: fc
        .tuple(kind, fc.oneof(...tokens.map(mangledToken)))
        .map(([k, t]) => `private-${k}.${t}`),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            (k: string, t: string) => `${k}.${t}`,
            (k: string, t: string) => `private-${k.toUpperCase()}.${t}`,
            (k: string, t: string) => `private-private-${k}.${t}`,
            (k: string, t: string) => `presence-${k}.${t}`,
            (k: string, t: string) => `private-encrypted-${k}.${t}`,
            (k: string, t: string) => `private-cache-${k}.${t}`,
            (k: string, t: string) => `private-${k}:${t}`,
            (k: string, t: string) => `private-${k}..${t}`,
            (k: string, t: string) => `private-${k}_${t}`,
            (k: string, t: string) => `private-${k}.${t}.${t}`,
            (k: string, t: string) => ` private-${k}.${t}`,
            (k: string, t: string) => `private-${k}.${t}`.padEnd(201, 'x'),
            (_k: string, t: string) => `private-.${t}`,
            (_k: string, t: string) => `private-${t}`,
          ),
          fc.oneof(kind, protocolText(0, 30)),
          token,
        )
        .map(([shape, k, t]) => shape(k, t)),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'presence-group.',
            'presence-Group.',
            'presence-group-',
            'presence-group..',
            'private-group.',
            'presence-cache-group.',
            'presence-',
          ),
          groupIdText(groups),
        )
        .map(([prefix, id]) => prefix + id),
    },
    { weight: 3, arbitrary: withTrick(known) },
    { weight: 2, arbitrary: lookAlike(known) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        protocolText(1, 40),
        protocolText(1, 40).map((name) => `cache-${name}`),
        protocolText(0, 40).map((name) => `private-encrypted-${name}`),
        protocolText(0, 40).map((name) => `presence-${name}`),
        protocolText(0, 40).map((name) => `private-${name}`),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(...userIds).map((id) => `#server-to-user-${id}`),
        fc.constantFrom('#server-to-user-', '#server-to-user-0', '#watchlist-1', '#', '##'),
        protocolText(1, 20).map((name) => `#${name}`),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc
          .tuple(
            fc.constantFrom(199, 200, 201, 255, 300, 301, 1000, 70_000),
            fc.constantFrom('', 'private-', 'presence-', 'cache-'),
          )
          .map(([length, prefix]) => (prefix + 'a'.repeat(length)).slice(0, length)),
        fc.constantFrom(
          '',
          ' ',
          '.',
          '-',
          'private-',
          'presence-',
          'private-encrypted-',
          '__proto__',
          'constructor',
          'toString',
          'hasOwnProperty',
          'prototype',
          '../../etc/passwd',
          "private-x' OR 1=1 --",
          '{"channel":"x"}',
          'null',
        ),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
    },
  );
}

/** Socket ids: well formed (`\d+\.\d+`) and not. */
export const socketId: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `${a}.${b}`) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom(
        '',
        '.',
        '1.',
        '.1',
        '1',
        '1.1.1',
        '-1.1',
        '1.-1',
        '1,1',
        '1.1 ',
        ' 1.1',
        '1.1\n',
        '1.1\u0000',
        '\uff11.\uff11',
        '\u0661.\u0661',
        '1e3.1',
        '0x1.1',
        '1.1:private-x',
        `${'9'.repeat(50)}.${'9'.repeat(49)}`,
        `${'9'.repeat(50)}.${'9'.repeat(50)}`,
        `${'9'.repeat(5000)}.1`,
        'NaN.NaN',
      ),
      fc.string({ maxLength: 20 }),
    ),
  },
);

/** The documented socket id: `^\d+\.\d+$` (realtime-protocol.md). */
export const isWellFormedSocketId = (value: string) => /^\d+\.\d+$/.test(value);
