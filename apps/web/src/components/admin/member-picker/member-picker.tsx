import type { MemberMatch } from '@app/contract/users';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldError, FieldHint } from '../../form/field-message';
import { Avatar } from '../../ui/avatar';
import { buttonClassName } from '../../ui/button';
import { useDebouncedValue } from '../../../lib/use-debounced-change';
import { useAvatarUrl } from '../../../lib/avatar';
import { useFindMembers } from './find-members';
import { finderStatus, finderTerm, memberContact, memberMarks, memberName } from './member-texts';
import fieldStyles from '../../form/field.module.css';
import styles from './member-picker.module.css';

/**
 * The staff's "find a member": a combobox (ARIA 1.2 pattern) that asks the finder
 * (`GET /admin/users`) a moment after the last key, by name, e-mail, phone or number, and lists
 * who matches with their picture and contact. The one picked is the field's value (their
 * number), shown with a way to change it; a number given from outside (an address) is looked
 * up and shown the same way.
 */
export function MemberPicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint = 'Escribe parte del nombre, el correo, el teléfono o el número de miembro.',
  disabled,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (memberId: number | undefined, member?: MemberMatch) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
}) {
  const listId = useId();
  const statusId = `${id}-status`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<MemberMatch>();
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'input' | 'change'>(undefined);

  const term = finderTerm(useDebouncedValue(typed));
  const results = useFindMembers(value === undefined ? term : '');
  // A number set from outside (the address, a reset) is shown once the finder names it.
  const resolving = value !== undefined && picked?.id !== value;
  const lookup = useFindMembers(resolving ? String(value) : '');
  const chosen =
    picked?.id === value ? picked : lookup.data?.data.find((member) => member.id === value);

  useEffect(() => {
    const target = focusNext.current === 'input' ? inputRef.current : changeRef.current;
    if (focusNext.current && target) {
      target.focus();
      focusNext.current = undefined;
    }
  });

  const matches = term === '' ? [] : (results.data?.data ?? []);
  const expanded = open && matches.length > 0;
  const pick = (member: MemberMatch) => {
    setPicked(member);
    setOpen(false);
    setTyped('');
    focusNext.current = 'change';
    onChange(member.id, member);
  };
  const change = () => {
    setPicked(undefined);
    focusNext.current = 'input';
    onChange(undefined);
  };

  if (value !== undefined) {
    return (
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label} id={`${id}-label`}>
          {label}
        </span>
        <div
          className={styles.chosen}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {chosen ? (
            <MemberLine member={chosen} />
          ) : (
            <p className={styles.pending}>
              {lookup.isPending || lookup.isFetching
                ? `Buscando al miembro n.º ${value}…`
                : `No hay ningún miembro con el número ${value}.`}
            </p>
          )}
          <button
            ref={changeRef}
            type="button"
            className={buttonClassName('secondary', { size: 'small', className: styles.change })}
            onClick={change}
            disabled={disabled}
          >
            Cambiar<span className="visually-hidden"> de miembro</span>
          </button>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (matches.length ? (index + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter') {
      // Enter picks; it never sends the form with nobody chosen.
      event.preventDefault();
      const member = expanded ? matches[active] : undefined;
      if (member) pick(member);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const searching = term !== '' && (results.isPending || results.isPlaceholderData);
  const status =
    term === ''
      ? ''
      : searching
        ? 'Buscando…'
        : results.isError
          ? 'No hemos podido buscar. Vuelve a intentarlo.'
          : results.data
            ? finderStatus(term, results.data.data.length, results.data.total)
            : '';

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.combo}>
        <input
          ref={inputRef}
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className={fieldStyles.input}
          placeholder="Nombre, correo, teléfono o n.º"
          value={typed}
          disabled={disabled}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [describedBy(id, { hint: true, error }), status && statusId]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // A click on an option lands after the blur; let it.
            window.setTimeout(() => setOpen(false), 150);
            onBlur?.();
          }}
        />
        <ul
          id={listId}
          role="listbox"
          className={styles.list}
          hidden={!expanded}
          aria-label={`${label}: resultados`}
        >
          {matches.map((member, index) => (
            <li
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => pick(member)}
            >
              <MemberLine member={member} />
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} className={styles.status} role="status">
        {open || searching ? status : ''}
      </p>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** One member as the finder shows them: picture, name, number, contact and marks. */
function MemberLine({ member }: { member: MemberMatch }) {
  const name = memberName(member);
  const contact = memberContact(member);
  const marks = memberMarks(member);
  return (
    <span className={styles.member}>
      <MemberAvatar member={member} name={name} />
      <span className={styles.text}>
        <span className={styles.nameLine}>
          <strong className={styles.name}>{name}</strong>
          <span className={styles.number}>n.º {member.id}</span>
          {marks.map((mark) => (
            <span key={mark} className={styles.mark}>
              {mark}
            </span>
          ))}
        </span>
        {contact && <span className={styles.contact}>{contact}</span>}
      </span>
    </span>
  );
}

function MemberAvatar({ member, name }: { member: MemberMatch; name: string }) {
  const src = useAvatarUrl(member);
  return <Avatar name={name} src={src} size={36} />;
}
