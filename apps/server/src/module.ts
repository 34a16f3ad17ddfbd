import { REPORT_SUBJECTS } from '@app/contract/reports';
import type { RealtimeServer } from '@app/realtime/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { FileStorage } from './lib/file-storage.js';
import type { Metrics } from './lib/metrics.js';
import type { RealtimePublish, RealtimeRemove } from './lib/publisher.js';
import type { VapidKeys } from './lib/secrets.js';
import type { ExportFile } from './modules/export/export-file.js';
import type { ReportSubjects } from './modules/reports/reported-content.js';
import type { Eraser } from './modules/users/users.service.js';

/**
 * What a module declares of itself (docs/decisions/0045-modules-declare-themselves.md): the
 * services it makes, its routes, the reported things it reads and takes down, what it forgets
 * of an erased account. The app's wiring (services.ts, routes.ts) iterates over the list in
 * modules/index.ts, so adding a module touches its folder and one line of that list.
 */
export interface ServerModule {
  /** The module's folder, for messages. */
  name: string;
  /** Its tables (its own `*.schema.ts`): checked against the migrations, and by drizzle-kit. */
  tables?: Record<string, unknown>;
  /**
   * The services it makes, each named as in `Services` (which the module's own file extends)
   * and made from the container on first use: a module reads another's service through `s`
   * when it needs it, in any order. Reading one at construction that is still being made is a
   * cycle, and fails the start naming it; a call made later (`(id) => s.groups.idsOf(id)`) is not.
   */
  services?: { [K in keyof Services]?: (s: Container) => Services[K] };
  /** Registers its routes under /api, given only what they use. */
  routes?: (api: FastifyInstance, s: Container, context: RouteContext) => PromiseLike<unknown>;
  /** The reported things it owns (decision 0024). */
  reportSubjects?: (s: Container) => Partial<ReportSubjects>;
  /** What it removes or hands over when an account is erased, in the erasure's transaction. */
  erasers?: (s: Container) => Eraser[];
  /** Its files in a member's data export (decision 0013), in the archive's order. */
  exportFiles?: (s: Container) => ExportFile[];
  /** How it reacts to another module's domain events, inside the event's transaction. */
  reactions?: { [E in keyof DomainEvents]?: (s: Container) => Reaction<E> };
}

/**
 * What happens in one module that others react to (a pair blocked), each declared by the
 * module it happens in (`declare module '../../module.js' { interface DomainEvents {...} }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface DomainEvents {}

/** A module's reaction to an event, given the transaction the event happens in. */
export type Reaction<E extends keyof DomainEvents> = (
  event: DomainEvents[E],
  tx: Db,
) => Promise<void>;

/** Typed in-process events: the module where something happens says so, the others react. */
export type DomainEventBus = {
  /**
   * Every module's reaction to `name`, one after another in the list's order, inside `tx`:
   * they commit with the event or not at all (one that throws rolls the whole back).
   */
  emitIn<E extends keyof DomainEvents>(tx: Db, name: E, event: DomainEvents[E]): Promise<void>;
};

/**
 * Every module's services, by name: each module adds its own with a declaration in its
 * module.ts (`declare module '../../module.js' { interface Services { groups: GroupsService } }`).
 */
export interface Services {
  /** The modules' domain events (each module's `reactions`). */
  events: DomainEventBus;
}

/** What the app gives every module: its database, settings, secrets and outside parts. */
export type Platform = {
  database: Database;
  db: Db;
  config: Config;
  secrets: { passwordPepper: string; vapid: VapidKeys };
  /**
   * The realtime server; null when none runs (the demo seed, which writes while the server is
   * stopped): events are dropped and nothing is pushed.
   */
  realtime: {
    publish: RealtimePublish;
    /** Takes a channel back from users on every node (someone out of a group). */
    removeFromChannel: RealtimeRemove;
    /** Which of these channels have a live subscriber (see push.notifier.ts). */
    occupied: (channels: string[]) => Promise<boolean[]>;
  } | null;
  log: { warn(obj: object, msg: string): void };
  /** The demo seed's, to replay invented history; the server gives none (lib/clock.ts). */
  clock: Clock | undefined;
  /** The app's metrics registry (lib/metrics.ts); none for the demo seed. */
  metrics: Metrics | undefined;
  /** Files: local disk, or a bucket when S3_BUCKET is set. */
  storage: FileStorage;
  /** Every module, in the list's order (for the parts gathered from all of them). */
  modules: readonly ServerModule[];
};

/** What a module's factories read: the platform and every module's services. */
export type Container = Platform & Services;

/** What routes need beyond the services. */
export type RouteContext = {
  config: Config;
  realtime: RealtimeServer;
  vapidPublicKey: string;
};

/** A module, checked against the shape (an identity: the type is what it gives). */
export const defineModule = (module: ServerModule): ServerModule => module;

/**
 * The container: the platform's parts, and each module's services made on first use (then
 * kept), all made before it is handed over so that a broken wiring fails the start.
 */
export function createContainer(platform: Platform): Container {
  const factories = new Map<string, (s: Container) => unknown>([
    ['events', (s) => createEventBus(s)],
  ]);
  for (const module of platform.modules) {
    for (const [name, factory] of Object.entries(module.services ?? {})) {
      if (factories.has(name) || name in platform) {
        throw new Error(`The service ${name} is made twice (module ${module.name})`);
      }
      factories.set(name, factory as (s: Container) => unknown);
    }
  }
  const made = new Map<string, unknown>();
  const making: string[] = [];
  const container: Container = new Proxy(platform as Container, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target) return Reflect.get(target, name, receiver);
      if (made.has(name)) return made.get(name);
      const factory = factories.get(name);
      if (!factory) throw new Error(`No module makes the service ${name}`);
      if (making.includes(name)) {
        throw new Error(`A cycle while making services: ${[...making, name].join(' → ')}`);
      }
      making.push(name);
      try {
        const service = factory(container);
        made.set(name, service);
        return service;
      } finally {
        making.pop();
      }
    },
    has: (target, name) => name in target || factories.has(name as string),
    ownKeys: (target) => [...Reflect.ownKeys(target), ...factories.keys()],
    getOwnPropertyDescriptor: (target, name): PropertyDescriptor | undefined =>
      name in target
        ? Reflect.getOwnPropertyDescriptor(target, name)
        : factories.has(name as string)
          ? { configurable: true, enumerable: true, value: container[name as keyof Container] }
          : undefined,
  });
  for (const name of factories.keys()) void container[name as keyof Container];
  return container;
}

/** Each event's reactions, gathered from every module in the list's order once. */
function createEventBus(s: Container): DomainEventBus {
  const reactions = new Map<string, Reaction<never>[]>();
  for (const module of s.modules) {
    for (const [name, react] of Object.entries(module.reactions ?? {})) {
      const made = (react as (s: Container) => Reaction<never>)(s);
      reactions.set(name, [...(reactions.get(name) ?? []), made]);
    }
  }
  return {
    async emitIn(tx, name, event) {
      for (const react of reactions.get(name) ?? []) await react(event as never, tx);
    },
  };
}

/** The parts gathered from every module. */
export function reportSubjectsOf(s: Container): ReportSubjects {
  const subjects: Partial<ReportSubjects> = Object.assign(
    {},
    ...s.modules.map((module) => module.reportSubjects?.(s)),
  );
  // A kind members may report that no module reads would be a 500 at the first report of it:
  // the start fails instead, naming it.
  const missing = REPORT_SUBJECTS.filter((kind) => !subjects[kind]);
  if (missing.length > 0) throw new Error(`No module reads reported ${missing.join(', ')}`);
  return subjects as ReportSubjects;
}
export const erasersOf = (s: Container): Eraser[] =>
  s.modules.flatMap((module) => module.erasers?.(s) ?? []);
export const exportFilesOf = (s: Container): ExportFile[] =>
  s.modules.flatMap((module) => module.exportFiles?.(s) ?? []);
