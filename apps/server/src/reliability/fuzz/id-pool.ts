import { ID_MAX } from '@app/contract/fields';

/**
 * The ids the fuzz sends: those of the seeded world (the member's own, other people's), those
 * its own requests created since, and ids that exist for nobody. A generated request holds
 * references (IdRef), resolved against the pool when it is sent, so that a seed replays the
 * same requests whatever the ids turned out to be.
 */
export type IdKind =
  | 'user'
  | 'activity'
  | 'petition'
  | 'wish'
  | 'photo'
  | 'group'
  | 'conversation'
  | 'message'
  | 'conversationMessage'
  | 'challenge'
  | 'storeItem'
  | 'sponsor'
  | 'report'
  | 'grant'
  | 'deploy'
  | 'pushSubscription'
  | 'marketing'
  | 'help'
  | 'city'
  | 'option'
  | 'activityType'
  | 'discipline'
  | 'level'
  | 'petitionType'
  | 'gender'
  | 'socialState'
  | 'any';

/** The reference concept whose options a kind of id names (concepts.data.ts). */
export const CONCEPT_KINDS: Record<string, IdKind> = {
  activity_types: 'activityType',
  disciplines: 'discipline',
  levels: 'level',
  petitions_types: 'petitionType',
  gender: 'gender',
  social_state: 'socialState',
};

/** The n-th id of a kind, chosen when the request is sent. */
export class IdRef {
  constructor(
    readonly kind: IdKind,
    readonly n: number,
  ) {}
}

/** What a path segment names, for the id that follows it. */
const SEGMENT_KINDS: Record<string, IdKind> = {
  user: 'user',
  users: 'user',
  member: 'user',
  request: 'user',
  friend: 'user',
  attendance: 'user',
  activity: 'activity',
  petition: 'petition',
  match: 'petition',
  wish: 'wish',
  photo: 'photo',
  group: 'group',
  conversation: 'conversation',
  challenge: 'challenge',
  store: 'storeItem',
  sponsors: 'sponsor',
  sponsor: 'sponsor',
  reports: 'report',
  report: 'report',
  'plan-grants': 'grant',
  deploy: 'deploy',
  subscription: 'pushSubscription',
  marketing: 'marketing',
  help: 'help',
};

/** What a body or query field holding an id names. */
const FIELD_KINDS: Record<string, IdKind> = {
  activity: 'activity',
  to_user_id: 'user',
  user_id: 'user',
  userId: 'user',
  user: 'user',
  ids: 'any',
  group: 'group',
  city: 'city',
  type: 'activityType',
  petition_type_option_id: 'petitionType',
  discipline: 'discipline',
  level: 'level',
  gender: 'gender',
  social_state: 'socialState',
  subject_id: 'any',
  photoId: 'photo',
  messageId: 'message',
  after: 'message',
  before: 'message',
  challenge: 'challenge',
};

export const kindOfField = (field: string): IdKind => FIELD_KINDS[field] ?? 'any';

/**
 * The kind of the id a path parameter holds: the segment before it names it
 * (`/group/{id}/member/{userId}`: a group, then a user); a message's id in a conversation is a
 * conversation message.
 */
export function kindOfParameter(path: string, parameter: string): IdKind {
  const segments = path.split('/').filter(Boolean);
  const at = segments.indexOf(`{${parameter}}`);
  const before = segments[at - 1] ?? '';
  if (before === 'message' && segments.includes('conversation')) return 'conversationMessage';
  if (before === 'message') return 'message';
  return SEGMENT_KINDS[before] ?? kindOfField(parameter);
}

/** The kind of what a route creates or lists: the last segment that is not a parameter. */
export function kindOfRoute(path: string): IdKind | undefined {
  const segments = path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  const last = segments.at(-1) ?? '';
  if (last === 'message')
    return segments.includes('conversation') ? 'conversationMessage' : 'message';
  if (last === 'events') return 'activity';
  if (last === 'challenges') return 'challenge';
  if (last === 'groups') return 'group';
  return SEGMENT_KINDS[last];
}

const KEEP = 40;

export class IdPool {
  private readonly ids = new Map<IdKind, number[]>();
  /** By member: the ids of what they own or take part in, so a request can name its own. */
  private readonly owned = new Map<number, Map<IdKind, number[]>>();

  add(kind: IdKind, id: unknown, owner?: number): void {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return;
    keep(this.ids, kind, id);
    if (owner === undefined) return;
    const theirs = this.owned.get(owner) ?? new Map<IdKind, number[]>();
    keep(theirs, kind, id);
    this.owned.set(owner, theirs);
  }

  /**
   * Two times in three one of the sender's own (when they have one of that kind), else any of the
   * kind (every kind's for 'any'), and one in every few that exists for nobody.
   */
  pick(ref: IdRef, sender?: number): number {
    const own = sender === undefined ? undefined : this.owned.get(sender)?.get(ref.kind);
    // The newest three: what the run deleted is mostly older.
    if (own && own.length > 0 && ref.n % 3 !== 0)
      return own[own.length - 1 - (Math.floor(ref.n / 3) % Math.min(own.length, 3))]!;
    const list =
      ref.kind === 'any' ? [...this.ids.values()].flat() : (this.ids.get(ref.kind) ?? []);
    const slot = ref.n % (list.length + 1);
    return slot < list.length ? list[slot]! : ID_MAX - (ref.n % 1000);
  }

  counts(): Record<string, number> {
    return Object.fromEntries([...this.ids].map(([kind, list]) => [kind, list.length]));
  }
}

function keep(lists: Map<IdKind, number[]>, kind: IdKind, id: number): void {
  const list = lists.get(kind) ?? [];
  if (list.includes(id)) return;
  list.push(id);
  // The newest stay: what the run created lately is what still exists.
  if (list.length > KEEP) list.shift();
  lists.set(kind, list);
}

/** Replaces every IdRef in a generated value by an id of the pool. */
export function resolveIds(value: unknown, pool: IdPool, sender?: number): unknown {
  if (value instanceof IdRef) return pool.pick(value, sender);
  if (Array.isArray(value)) return value.map((item) => resolveIds(item, pool, sender));
  const prototype = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  // fast-check's records have no prototype; JSON.parse's have Object's.
  if (prototype === null || prototype === Object.prototype)
    // fromEntries defines keys: a `__proto__` key stays a key, as JSON.parse made it.
    return Object.fromEntries(
      Object.entries(value as object).map(([key, item]) => [key, resolveIds(item, pool, sender)]),
    );
  return value;
}
