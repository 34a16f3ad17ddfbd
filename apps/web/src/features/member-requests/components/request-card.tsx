import type { Petition } from '@app/contract/activities';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { useActivity, useAnswerRequest } from '../api/requests';
import styles from './request-card.module.css';

/** A request to join: who, for which plan, and "Aceptar" / "Rechazar". */
export function RequestCard({ request }: { request: Petition }) {
  const person = request.from_user;
  const avatar = useAvatarUrl(person);
  const activity = useActivity(request.activity).data;
  const answer = useAnswerRequest();
  const answering = answer.isPending ? answer.variables.accept : undefined;
  return (
    <article className={styles.card}>
      <Link to={memberPaths.user(person.id)} className={styles.person}>
        <Avatar name={person.firstname} src={avatar} size={44} />
        <span>
          <strong>{person.firstname}</strong> quiere unirse a tu plan
        </span>
      </Link>
      <p className={styles.plan}>{activity ? activity.description : 'Cargando el plan…'}</p>
      {answer.isError && (
        <p className={styles.error} role="alert">
          No hemos podido responder. Inténtalo de nuevo.
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          onClick={() => answer.mutate({ id: request.id, accept: false })}
          disabled={answer.isPending}
        >
          {answering === false && <Spinner />}
          Rechazar
        </button>
        <button
          type="button"
          className={buttonClassName('primary', { size: 'small' })}
          onClick={() => answer.mutate({ id: request.id, accept: true })}
          disabled={answer.isPending}
        >
          {answering === true && <Spinner />}
          Aceptar
        </button>
      </div>
    </article>
  );
}
