import { BLOCKED_USER_NAME } from '@app/contract/blocks';
import { ApiError } from '@app/sdk/http/api-error';
import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '../user';

/**
 * `GET /user/{id}`: a chat member's public profile, for the name above their messages. Kept
 * for the visit: names rarely change while a chat is open.
 */
export function usePerson(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null, staleTime: 10 * 60_000 });
}

/**
 * The name a chat gives someone: theirs, or "Usuario bloqueado" when their profile does not
 * exist for the reader although their messages do (a blocked pair in a plan they share:
 * decision 0022); undefined while it loads.
 */
export function personName(person: ReturnType<typeof usePerson>): string | undefined {
  if (person.error instanceof ApiError && person.error.status === 404) return BLOCKED_USER_NAME;
  return person.data?.firstname;
}
