import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX } from '../../lib/chat/chat-limits';
import { SendIcon } from '../icons/app-icons';
import styles from './composer.module.css';

/**
 * Where a message is written: grows with the text up to a few lines; Enter sends and
 * Shift+Enter breaks the line (on a keyboard), the button sends everywhere. Empty or
 * whitespace-only text is not sent.
 */
export function Composer({
  onSend,
  disabled,
}: {
  onSend: (text: string) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const trimmed = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        Mensaje
      </label>
      <textarea
        id={id}
        ref={field}
        className={styles.field}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX}
        placeholder="Escribe un mensaje…"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="send"
      />
      <button
        type="submit"
        className={styles.send}
        aria-label="Enviar"
        disabled={!trimmed || disabled}
      >
        <SendIcon size={20} />
      </button>
    </form>
  );
}
