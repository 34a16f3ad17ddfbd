import type { ActivityPlan, MessagePlan, PetitionPlan, ReadPlan } from './activities.plan.js';
import type { MemberPlan } from './members.plan.js';
import type {
  ConversationPlan,
  FriendshipPlan,
  GroupPlan,
  SocialPlan,
  TalkPlan,
  TalkReadPlan,
  WishPlan,
} from './social.plan.js';
import type {
  AssessmentPlan,
  AttendanceWordPlan,
  ChallengePlan,
  EventPlan,
  PurchasePlan,
  ResultPlan,
  SportPlan,
} from './sport.plan.js';

/** One thing that happened, in the order it happened; the demo replays them in this order. */
export type DemoEvent =
  | { kind: 'member'; at: Date; member: MemberPlan }
  | { kind: 'assessment'; at: Date; assessment: AssessmentPlan }
  | { kind: 'friend-request'; at: Date; friendship: FriendshipPlan }
  | { kind: 'friend-accept'; at: Date; friendship: FriendshipPlan }
  | { kind: 'group'; at: Date; group: GroupPlan }
  | { kind: 'group-invite'; at: Date; group: GroupPlan; byKey: string; memberKey: string }
  | {
      kind: 'group-join';
      at: Date;
      group: GroupPlan;
      memberKey: string;
      /** What the member is once the service answered: in, or asking. */
      expect: 'member' | 'requested';
    }
  | { kind: 'group-answer'; at: Date; group: GroupPlan; memberKey: string }
  | { kind: 'challenge'; at: Date; challenge: ChallengePlan }
  | { kind: 'challenge-join'; at: Date; challenge: ChallengePlan; memberKey: string }
  | { kind: 'activity'; at: Date; activity: ActivityPlan }
  | { kind: 'event'; at: Date; event: EventPlan }
  | { kind: 'petition'; at: Date; petition: PetitionPlan }
  | { kind: 'answer'; at: Date; petition: PetitionPlan }
  | { kind: 'event-request'; at: Date; event: EventPlan; memberKey: string }
  | { kind: 'message'; at: Date; message: MessagePlan }
  | { kind: 'read'; at: Date; read: ReadPlan }
  | { kind: 'conversation'; at: Date; conversation: ConversationPlan }
  | { kind: 'talk'; at: Date; talk: TalkPlan }
  | { kind: 'talk-read'; at: Date; read: TalkReadPlan }
  | { kind: 'wish'; at: Date; wish: WishPlan }
  | { kind: 'wish-answer'; at: Date; wish: WishPlan; memberKey: string }
  | { kind: 'word'; at: Date; word: AttendanceWordPlan }
  | { kind: 'result'; at: Date; result: ResultPlan }
  | { kind: 'result-answer'; at: Date; result: ResultPlan }
  | { kind: 'purchase'; at: Date; purchase: PurchasePlan };

/** At the same moment, what must come first (a member before their plan, a request before its answer). */
export const KIND_ORDER: Record<DemoEvent['kind'], number> = {
  member: 0,
  assessment: 1,
  'friend-request': 2,
  'friend-accept': 3,
  group: 4,
  'group-invite': 5,
  'group-join': 6,
  'group-answer': 7,
  challenge: 8,
  'challenge-join': 9,
  activity: 10,
  event: 11,
  petition: 12,
  answer: 13,
  'event-request': 14,
  message: 15,
  read: 16,
  conversation: 17,
  talk: 18,
  'talk-read': 19,
  wish: 20,
  'wish-answer': 21,
  word: 22,
  result: 23,
  'result-answer': 24,
  purchase: 25,
};

/** The events of the life around the plans: friends, groups, talk, wishes and sport. */
export function lifeEvents(social: SocialPlan, sport: SportPlan): DemoEvent[] {
  const events: DemoEvent[] = [];
  for (const friendship of social.friendships) {
    events.push({ kind: 'friend-request', at: friendship.sentAt, friendship });
    if (friendship.acceptedAt) {
      events.push({ kind: 'friend-accept', at: friendship.acceptedAt, friendship });
    }
  }
  for (const group of social.groups) {
    events.push({ kind: 'group', at: group.createdAt, group });
    for (const member of group.members) {
      if (member.via === 'join') {
        events.push({
          kind: 'group-join',
          at: member.at,
          group,
          memberKey: member.key,
          expect: 'member',
        });
      } else if (member.via === 'invitation') {
        events.push({
          kind: 'group-invite',
          at: member.since!,
          group,
          byKey: member.byKey!,
          memberKey: member.key,
        });
        events.push({
          kind: 'group-join',
          at: member.at,
          group,
          memberKey: member.key,
          expect: 'member',
        });
      } else {
        events.push({
          kind: 'group-join',
          at: member.since!,
          group,
          memberKey: member.key,
          expect: 'requested',
        });
        events.push({ kind: 'group-answer', at: member.at, group, memberKey: member.key });
      }
    }
    for (const request of group.requests) {
      events.push({
        kind: 'group-join',
        at: request.at,
        group,
        memberKey: request.key,
        expect: 'requested',
      });
    }
    for (const invitation of group.invitations) {
      events.push({
        kind: 'group-invite',
        at: invitation.at,
        group,
        byKey: invitation.byKey,
        memberKey: invitation.key,
      });
    }
  }
  for (const conversation of social.conversations) {
    events.push({ kind: 'conversation', at: conversation.at, conversation });
  }
  for (const talk of social.talks) events.push({ kind: 'talk', at: talk.at, talk });
  for (const read of social.talkReads) events.push({ kind: 'talk-read', at: read.at, read });
  for (const wish of social.wishes) {
    events.push({ kind: 'wish', at: wish.at, wish });
    for (const answer of wish.answers) {
      events.push({ kind: 'wish-answer', at: answer.at, wish, memberKey: answer.key });
    }
  }
  for (const assessment of sport.assessments) {
    events.push({ kind: 'assessment', at: assessment.at, assessment });
  }
  for (const word of sport.words) events.push({ kind: 'word', at: word.at, word });
  for (const result of sport.results) {
    events.push({ kind: 'result', at: result.at, result });
    if (result.answer) events.push({ kind: 'result-answer', at: result.answer.at, result });
  }
  for (const challenge of sport.challenges) {
    events.push({ kind: 'challenge', at: challenge.createdAt, challenge });
    for (const join of challenge.joins) {
      events.push({ kind: 'challenge-join', at: join.at, challenge, memberKey: join.key });
    }
  }
  for (const event of sport.events) {
    events.push({ kind: 'event', at: event.createdAt, event });
    for (const request of event.requests) {
      events.push({ kind: 'event-request', at: request.at, event, memberKey: request.key });
    }
  }
  for (const purchase of sport.purchases)
    events.push({ kind: 'purchase', at: purchase.at, purchase });
  return events;
}
