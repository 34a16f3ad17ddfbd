import { hasEntitlement } from '@app/contract/plans';
import type { OwnWish } from '@app/contract/wishes';
import { useMyPlan } from '../../../lib/my-plan';
import { PlanLock } from '../../../components/member/plan-lock';
import { useState } from 'react';
import { Link } from 'react-router';
import { SparkIcon } from '../../../components/icons/secondary-icons';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClassName } from '../../../components/ui/button';
import { ModalSheet } from '../../../components/ui/modal-sheet';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { WriteButton } from '../../../components/member/write-button';
import { useWithdrawWish } from '../api/wishes';
import { agoText } from '../../../lib/ago-text';
import { answersText, endText, WINDOW_LABELS } from '../lib/wish-texts';
import styles from './own-wish.module.css';

type Answer = OwnWish['answers'][number];

function AnswerRow({ answer, now }: { answer: Answer; now: number }) {
  const src = useAvatarUrl(answer.user);
  return (
    <li>
      <Link to={memberPaths.user(answer.user.id)} className={styles.person}>
        <Avatar name={answer.user.firstname} size={40} {...(src ? { src } : {})} />
        <span className={styles.personText}>
          <span className={styles.name}>{answer.user.firstname}</span>
          <span className={styles.when}>
            {answer.user.city ? `${answer.user.city.name} · ` : ''}se apuntó{' '}
            {agoText(answer.createdAt, now)}
          </span>
        </span>
      </Link>
      <WriteButton userId={answer.user.id} name={answer.user.firstname} label="Escribir" small />
    </li>
  );
}

/**
 * "Tu deseo": the member's active wish, who said "¡Me apunto!" (oldest first, each a link to
 * their profile), turning it into a plan that lets them in, and withdrawing it.
 */
export function OwnWishSheet({
  own,
  now,
  timeZone,
  onClose,
  onAnother,
}: {
  own: OwnWish & { wish: NonNullable<OwnWish['wish']> };
  now: number;
  timeZone: string;
  onClose: () => void;
  /** Publishes one more (Premium: three at once). */
  onAnother: () => void;
}) {
  const withdraw = useWithdrawWish();
  const plan = useMyPlan();
  const [asking, setAsking] = useState(false);
  const { wish, answers } = own;
  return (
    <ModalSheet title="Tu deseo" onClose={onClose}>
      <div className={styles.body}>
        <div className={styles.wish}>
          <p className={styles.window}>
            <SparkIcon size={14} />
            {WINDOW_LABELS[wish.window]} · {endText(wish.expiresAt, now, timeZone)}
          </p>
          <p className={styles.text}>{wish.text}</p>
        </div>
        <section aria-labelledby="wish-answers" className={styles.answers}>
          <h3 id="wish-answers" className={styles.heading}>
            {answersText(answers.length)}
          </h3>
          {answers.length === 0 ? (
            <p className={styles.quiet}>
              Quien esté por la zona verá tu deseo en el mapa. Te avisaremos aquí en cuanto alguien
              se apunte.
            </p>
          ) : (
            <ul className={styles.people}>
              {answers.map((answer) => (
                <AnswerRow key={answer.user.id} answer={answer} now={now} />
              ))}
            </ul>
          )}
        </section>
        <div className={styles.actions}>
          <Link to={memberPaths.wishPlan} className={buttonClassName('primary')}>
            Convertir en plan
          </Link>
          <p className={styles.quiet}>
            {answers.length > 0
              ? 'Quienes se han apuntado entran en el plan por orden, hasta llenar las plazas.'
              : 'Creas el plan con tu deseo; luego cualquiera puede pedir unirse.'}
          </p>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            disabled={withdraw.isPending}
            onClick={() => setAsking(true)}
          >
            Retirar deseo
          </button>
          {plan.data &&
            (hasEntitlement(plan.data.plan, 'more_wishes') ? (
              <button
                type="button"
                className={buttonClassName('secondary', { size: 'small' })}
                onClick={onAnother}
              >
                Publicar otro deseo
              </button>
            ) : (
              <PlanLock entitlement="more_wishes" />
            ))}
        </div>
      </div>
      {asking && (
        <ConfirmDialog
          title="¿Retirar tu deseo?"
          text="Desaparecerá del mapa y quienes se apuntaron ya no lo verán."
          confirmLabel="Retirar"
          onConfirm={() => {
            setAsking(false);
            withdraw.mutate(wish.id, { onSuccess: onClose });
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </ModalSheet>
  );
}
