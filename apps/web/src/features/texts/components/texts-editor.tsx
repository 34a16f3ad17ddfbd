import type { Texts } from '@app/contract/reference';
import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { buttonClassName } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-change';
import { useSaveTexts } from '../api/save-texts';
import { changedTexts, filterTexts, textErrors, type TextEdits } from '../text-edits';
import { TextRow } from './text-row';
import styles from './texts-editor.module.css';
import { plural } from '@app/contract/spanish-plural';

/**
 * The interface texts of the apps, edited in place. Only the changed ones are sent, all at
 * once; the apps pick them up with the next text version.
 */
export function TextsEditor({ texts }: { texts: Texts }) {
  const save = useSaveTexts();
  const [edits, setEdits] = useState<TextEdits>({});
  const [search, setSearch] = useState('');
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);

  const changed = changedTexts(texts, edits);
  const errors = textErrors(changed);
  // The list follows the search once the typing stops (the shared 100 ms field-change rule).
  const searched = useDebouncedValue(search);
  const shown = filterTexts(texts, searched);

  const edit = (tag: string, text: string | undefined) => {
    setSaved(false);
    setEdits((current) => {
      const { [tag]: _previous, ...rest } = current;
      return text === undefined ? rest : { ...rest, [tag]: text };
    });
  };

  const onSave = () => {
    setTried(true);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      document.getElementById(rowId(firstInvalid))?.focus();
      return;
    }
    save.mutate(changed, {
      onSuccess: () => {
        setEdits({});
        setTried(false);
        setSaved(true);
      },
    });
  };

  return (
    <Panel
      title="Textos de las apps"
      description={`${plural(Object.keys(texts).length, 'texto')} en español.`}
    >
      <div className={styles.search}>
        <label htmlFor="texts-search" className={styles.searchLabel}>
          Buscar
        </label>
        <input
          id="texts-search"
          type="search"
          className={styles.searchInput}
          placeholder="Etiqueta o texto"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {saved && (
        <div className={styles.notice}>
          <Notice onClose={() => setSaved(false)}>Textos guardados.</Notice>
        </div>
      )}
      <fieldset className={styles.fieldset} disabled={save.isPending}>
        <legend className="visually-hidden">Textos</legend>
        {shown.length === 0 ? (
          <p className={styles.empty}>Ningún texto coincide con «{searched}».</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((text) => (
              <TextRow
                key={text.tag}
                id={rowId(text.tag)}
                tag={text.tag}
                value={edits[text.tag] ?? text.lan_es}
                changed={changed.some((item) => item.tag === text.tag)}
                error={tried ? errors[text.tag] : undefined}
                onChange={(value) => edit(text.tag, value === text.lan_es ? undefined : value)}
                onUndo={() => edit(text.tag, undefined)}
              />
            ))}
          </ul>
        )}
      </fieldset>
      <div className={styles.bar}>
        {save.isError && (
          <p className={styles.failure} role="alert">
            No se han podido guardar los cambios: {save.error.message}
          </p>
        )}
        <p className={styles.count} aria-live="polite">
          {changed.length === 0 ? 'Sin cambios' : `${plural(changed.length, 'cambio')} sin guardar`}
        </p>
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          onClick={() => {
            setEdits({});
            setTried(false);
          }}
          disabled={changed.length === 0 || save.isPending}
        >
          Descartar
        </button>
        <button
          type="button"
          className={buttonClassName('primary', { size: 'small' })}
          onClick={onSave}
          disabled={changed.length === 0 || save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending && <Spinner size={16} />}
          Guardar cambios
        </button>
      </div>
    </Panel>
  );
}

const rowId = (tag: string) => `text-${tag.replace(/[^a-z0-9_-]/gi, '-')}`;
