import { STATS_MONTHS, type MemberStats, type StatsMonth } from '@app/contract/stats';
import { inZone } from '@app/contract/time-zones';
import { nowMs, type Clock } from '../../lib/clock.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { LevelsService } from '../levels/levels.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { PlansService } from '../plans/plans.service.js';
import type { PointsService } from '../points/points.service.js';
import type { UsersService } from '../users/users.service.js';

/** Members without a city read their months on Madrid's clock, as the deck counts its days. */
const DEFAULT_ZONE = 'Europe/Madrid';

/** `YYYY-MM` `back` months before `month`. */
export function monthsBack(month: string, back: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

type Sums = { activities: number; minutes: number; kcal: number };
const empty = (): Sums => ({ activities: 0, minutes: 0, kcal: 0 });
const add = (sums: Sums, minutes: number, kcal: number) => {
  sums.activities += 1;
  sums.minutes += minutes;
  sums.kcal += kcal;
};

/**
 * "Estadísticas" (decision 0029): a member's verified activities (attended or hosted: the
 * facts that count for points) by month on their own clock, with minutes, the calorie estimate,
 * disciplines and their place on their city's monthly ranking. Move's and Premium's.
 */
export function createStatsService(deps: {
  plans: Pick<PlansService, 'mustAllow'>;
  points: Pick<PointsService, 'factsSince' | 'mine'>;
  activities: Pick<ActivitiesService, 'rowsOf'>;
  levels: Pick<LevelsService, 'kcalOf'>;
  users: Pick<UsersService, 'findById'>;
  places: Pick<PlacesService, 'cities'>;
  concepts: Pick<ConceptsService, 'options'>;
  clock?: Clock | undefined;
}) {
  const { plans, points, activities, levels, users, places, concepts, clock } = deps;

  return {
    async of(userId: number, months: number = STATS_MONTHS.default): Promise<MemberStats> {
      await plans.mustAllow(userId, 'statistics');
      const user = await users.findById(userId);
      const city = user?.cityId ? (await places.cities([user.cityId])).get(user.cityId) : undefined;
      const zone = city?.timezone ?? DEFAULT_ZONE;
      const current = inZone(new Date(nowMs(clock)), zone).slice(0, 7);
      const names = Array.from({ length: months }, (_, index) =>
        monthsBack(current, months - 1 - index),
      );
      // A fact's stored month is its city's; a month earlier covers a member on another clock.
      const facts = await points.factsSince(userId, monthsBack(names[0]!, 1));
      const rows = await activities.rowsOf(
        facts.flatMap((fact) => (fact.activityId === null ? [] : [fact.activityId])),
      );
      const rowById = new Map(rows.map((row) => [row.id, row]));
      const kcalById = await levels.kcalOf(rows, userId);

      const byMonth = new Map(names.map((name) => [name, empty()]));
      const byDiscipline = new Map<number | null, Sums>();
      const totals = empty();
      for (const fact of facts) {
        const row = fact.activityId === null ? undefined : rowById.get(fact.activityId);
        // A fact's time is its plan's end (decision 0034). An activity deleted since still
        // counts, without its duration.
        const endsAt = row && new Date(row.startAt.getTime() + row.durationMinutes * 60_000);
        const month = endsAt ? inZone(endsAt, zone).slice(0, 7) : fact.month.slice(0, 7);
        const sums = byMonth.get(month);
        if (!sums) continue;
        const minutes = row?.durationMinutes ?? 0;
        const kcal = row ? (kcalById.get(row.id) ?? 0) : 0;
        add(sums, minutes, kcal);
        add(totals, minutes, kcal);
        const discipline = row ? row.disciplineOptionId : fact.disciplineOptionId;
        const forDiscipline = byDiscipline.get(discipline) ?? empty();
        add(forDiscipline, minutes, kcal);
        byDiscipline.set(discipline, forDiscipline);
      }

      const ranked = await Promise.all(
        names.map(async (name) => {
          const boards = (await points.mine(userId, name)).filter(
            (board) => board.discipline_option_id === null,
          );
          // Their city's board, or the one they scored most on that month.
          return (
            boards.find((board) => board.city_id === user?.cityId) ??
            boards.sort((a, b) => b.points - a.points)[0]
          );
        }),
      );
      const options = await concepts.options(
        [...byDiscipline.keys()].filter((id): id is number => id !== null),
      );
      return {
        time_zone: zone,
        months: names.map((name, index): StatsMonth => ({
          month: name,
          ...byMonth.get(name)!,
          points: ranked[index]?.points ?? 0,
          position: ranked[index]?.position ?? null,
        })),
        disciplines: [...byDiscipline]
          .map(([id, sums]) => {
            const option = id === null ? undefined : options.get(id);
            return {
              discipline: option ? { id: option.id, tag: option.tag, name: option.name } : null,
              ...sums,
            };
          })
          .sort((a, b) => b.activities - a.activities || b.minutes - a.minutes),
        totals,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
