import type { Actor } from '../modules/auth/actor.js';
import type { Services } from '../services.js';
import type { DemoCatalogue } from './catalogue.js';
import type { DemoReferences } from './references.js';

/** A rule said no: the plan asked for something the product would refuse. */
export class DemoRuleError extends Error {
  override name = 'DemoRuleError';
}

/**
 * What the replay's steps share: the services, the reference data and the staff set-up, and
 * the ids of what earlier events made, by the plan's keys.
 */
export type ReplayContext = {
  services: Services;
  references: DemoReferences;
  /** The staff account that makes the challenges and hosts the brands' events. */
  staff: Actor;
  catalogue: DemoCatalogue;
  /** A member's session by their key (`staff` for the staff account). */
  actor(key: string): Actor;
  /** The key of a plan's host. */
  hostOf(activityKey: string): string;
  ids: {
    /** Activities (plans and events) by key. */
    activities: Map<string, number>;
    groups: Map<string, { id: number; conversationId: number }>;
    /** Private conversations by key (`pair:…`). */
    conversations: Map<string, number>;
    /** The latest message of each conversation so far, by conversation id. */
    lastMessage: Map<number, number>;
    wishes: Map<string, number>;
    challenges: Map<string, number>;
  };
  /** Stops the seed: the plan, not the rule, is wrong. */
  refuse(what: string): never;
};

export function refuse(what: string): never {
  throw new DemoRuleError(`The demo plan broke a rule: ${what}`);
}
