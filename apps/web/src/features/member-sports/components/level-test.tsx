import { LEVEL_QUESTIONS, type LevelQuestionKey, type SportLevel } from '@app/contract/levels';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { buttonClassName } from '../../../components/ui/button';
import { memberPaths } from '../../../lib/paths';
import { useReferenceData } from '../../../lib/reference-data';
import { useSessionUser } from '../../../lib/session';
import pages from '../../../routes/app/member-pages.module.css';
import { useAssessLevel } from '../api/sports';
import styles from './level-test.module.css';
import { levelText } from '../../../lib/level-text';

type Answers = Partial<Record<LevelQuestionKey, number>>;

/**
 * The level test (Perfil, `?nivel`; decision 0027): a discipline and four questions give a
 * first level on the 0–7 scale; confirmed results move it from then on. On the profile's page
 * rather than a route of its own, so the app's first download carries nothing of it.
 */
export function LevelTest() {
  const user = useSessionUser();
  const disciplines =
    useReferenceData().data?.concepts.find((concept) => concept.code === 'disciplines')?.options ??
    [];
  const assess = useAssessLevel(user?.id ?? 0);
  const [discipline, setDiscipline] = useState<number | undefined>(undefined);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<SportLevel | undefined>(undefined);
  const [tried, setTried] = useState(false);
  if (!user) return null;

  const missing = LEVEL_QUESTIONS.filter((question) => answers[question.key] === undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!discipline || missing.length > 0) return;
    assess.mutate(
      {
        discipline,
        years: answers.years!,
        frequency: answers.frequency!,
        competition: answers.competition!,
        technique: answers.technique!,
      },
      { onSuccess: setResult },
    );
  };

  if (result) {
    const name = disciplines.find((option) => option.id === result.discipline_option_id)?.name;
    return (
      <div className={pages.stack}>
        <section className={styles.result} aria-live="polite" aria-label="Tu nivel">
          <span className={styles.value}>{levelText(result.level)}</span>
          <p>
            Tu nivel de {name?.toLowerCase() ?? 'este deporte'} es{' '}
            <strong>{levelText(result.level)}</strong> de 7. Es un punto de partida: tus resultados
            confirmados lo irán ajustando y harán crecer su fiabilidad.
          </p>
        </section>
        <Link
          to={memberPaths.profile}
          className={buttonClassName('primary', { className: pages.action })}
        >
          Ver mi perfil deportivo
        </Link>
      </div>
    );
  }

  const conflict = (assess.error as { status?: number } | null)?.status === 409;
  return (
    <form className={pages.stack} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        Responde con sinceridad: sirve para encontrar planes de tu nivel. La escala va de 0 a 7,
        como en las apps de pádel.
      </p>
      <SelectField
        id="level-discipline"
        label="Deporte"
        placeholder="Elige un deporte"
        value={discipline ?? ''}
        options={disciplines.map((option) => ({ value: option.id, label: option.name }))}
        error={tried && !discipline ? 'Elige un deporte.' : undefined}
        onChange={(event) => setDiscipline(Number(event.target.value) || undefined)}
      />
      {LEVEL_QUESTIONS.map((question) => (
        <fieldset key={question.key} className={styles.question}>
          <legend className={styles.legend}>{question.text}</legend>
          {question.answers.map((text, value) => (
            <label key={text} className={styles.answer}>
              <input
                type="radio"
                name={question.key}
                value={value}
                checked={answers[question.key] === value}
                onChange={() => setAnswers((current) => ({ ...current, [question.key]: value }))}
              />
              <span>{text}</span>
            </label>
          ))}
          {tried && answers[question.key] === undefined && (
            <p className={styles.error} role="alert">
              Elige una respuesta.
            </p>
          )}
        </fieldset>
      ))}
      {assess.isError && (
        <p className={styles.error} role="alert">
          {conflict
            ? 'Tu nivel en este deporte ya lo dan tus resultados confirmados.'
            : 'No se ha podido calcular. Inténtalo de nuevo.'}
        </p>
      )}
      <button
        type="submit"
        className={buttonClassName('primary', { className: pages.action })}
        disabled={assess.isPending}
      >
        Calcular mi nivel
      </button>
    </form>
  );
}
