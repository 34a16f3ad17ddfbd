/** A function called with the payload of one event. */
export type Listener<T> = (payload: T) => void;

/** A small typed event emitter: event name to payload. */
export type Emitter<Events extends object> = {
  /** Adds a listener; the returned function removes it. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void;
  /** Calls every listener of `event`; a listener that throws does not stop the others. */
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
  /** Resolves with the next payload of `event`. */
  next<K extends keyof Events>(event: K): Promise<Events[K]>;
};

/**
 * Creates a typed event emitter.
 * @example
 * const events = createEmitter<{ token: string }>();
 * const off = events.on('token', (token) => save(token));
 * events.emit('token', '1|abc');
 * off();
 */
export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  const emitter: Emitter<Events> = {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          console.error(`listener of "${String(event)}" failed`, error);
        }
      }
    },
    next(event) {
      return new Promise((resolve) => {
        const off = emitter.on(event, (payload) => {
          off();
          resolve(payload);
        });
      });
    },
  };
  return emitter;
}
