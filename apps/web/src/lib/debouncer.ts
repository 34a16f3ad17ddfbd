import { FIELD_CHANGE_DELAY_MS } from '@app/sdk/rules/form-rules';

/** A change held until the typing stops: the last value scheduled is the one emitted. */
export type Debouncer<T> = {
  /**
   * Holds `value`, handing it to `emit` `delay` ms from now unless another comes first (the
   * handler of the last call is the one that receives it).
   */
  schedule(value: T, emit: (value: T) => void): void;
  /** Emits the held value now (Enter pressed, the field left); nothing when none is held. */
  flush(): void;
  /** Drops the held value. */
  cancel(): void;
  /** Whether a value waits to be emitted. */
  readonly pending: boolean;
};

/**
 * The timing behind `useDebouncedChange` (use-debounced-change.ts), apart from React so that
 * it is tested alone: each `schedule` restarts the wait, and only the last value leaves.
 * @example
 * const search = createDebouncer<string>();
 * search.schedule('pá', find); search.schedule('pádel', find); // find('pádel') 100 ms later
 */
export function createDebouncer<T>(delay: number = FIELD_CHANGE_DELAY_MS): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held: { value: T; emit: (value: T) => void } | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    held = undefined;
  };
  const flush = () => {
    if (!held) return;
    const { value, emit } = held;
    cancel();
    emit(value);
  };
  return {
    schedule(value, emit) {
      clearTimeout(timer);
      held = { value, emit };
      timer = setTimeout(flush, delay);
    },
    flush,
    cancel,
    get pending() {
      return held !== undefined;
    },
  };
}
