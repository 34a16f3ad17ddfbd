import type { InvitationLink, InvitationLinkMode } from '@app/contract/invitation-links';
import { formatNumber } from '@app/contract/spanish-numbers';
import type { InvitationLinkTarget } from '@app/sdk/calls/invitation-links';
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { ShareButtons } from '../../../components/share/share-buttons';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { buttonClassName } from '../../../components/ui/button';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useInvitationLinkActions, useInvitationLinks } from '../api/links';
import styles from './invitation-links.module.css';

const MODES = [
  { value: 'ask', label: 'Pide unirse' },
  { value: 'join', label: 'Entra directamente' },
] as const satisfies ReadonlyArray<{ value: InvitationLinkMode; label: string }>;

const DAYS = [
  { value: 1, label: '1 día' },
  { value: 7, label: '7 días' },
  { value: 30, label: '30 días' },
];

const USES = [
  { value: 0, label: 'Sin límite' },
  ...[1, 5, 10, 25, 50].map((uses) => ({
    value: uses,
    label: uses === 1 ? '1 persona' : `${uses} personas`,
  })),
];

/** "2 de 5 usos" or "3 usos", and when it ends. */
function factsOf(link: InvitationLink): string {
  const uses =
    link.max_uses === null
      ? `${formatNumber(link.uses)} ${link.uses === 1 ? 'uso' : 'usos'}`
      : `${formatNumber(link.uses)} de ${formatNumber(link.max_uses)} usos`;
  return `${uses} · caduca el ${formatDateTime(link.expires_at)}`;
}

/**
 * "Enlaces de invitación" (issue 38), for a plan's host or a group's owner and admins: a link
 * that lets anyone ask for a place, or join at once, without being a friend; its uses and end
 * shown, to share or revoke. `what` names the target in the texts ("al plan", "al grupo").
 */
export function InvitationLinks({
  target,
  title,
  what,
}: {
  target: InvitationLinkTarget;
  /** The shared text before the link: the plan's or the group's name. */
  title: string;
  what: 'plan' | 'grupo';
}) {
  const links = useInvitationLinks(target);
  const { create, revoke } = useInvitationLinkActions(target);
  const [making, setMaking] = useState(false);
  const [mode, setMode] = useState<InvitationLinkMode>('ask');
  const [days, setDays] = useState(7);
  const [uses, setUses] = useState(0);
  const [revoking, setRevoking] = useState<InvitationLink | null>(null);
  const titleId = useId();
  const active = links.data?.filter((link) => link.status === 'active') ?? [];

  async function make(event: FormEvent) {
    event.preventDefault();
    try {
      await create.mutateAsync({ mode, expires_in_days: days, max_uses: uses || null });
      setMaking(false);
      showToast({ text: 'Enlace creado: compártelo con quien quieras invitar.' });
    } catch (error) {
      showToast({ text: (error as Error).message });
    }
  }

  return (
    <section className={styles.links} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Enlaces de invitación
      </h2>
      <p className={styles.lead}>
        Quien abra el enlace puede pedir unirse al {what}, o entrar directamente, aunque no seáis
        amigos. Lo anulas cuando quieras.
      </p>
      {active.length > 0 && (
        <ul className={styles.list} aria-label="Enlaces activos">
          {active.map((link) => (
            <li key={link.id} className={styles.link}>
              <p className={styles.linkMode}>
                {link.mode === 'join' ? 'Entra directamente' : 'Pide unirse'}
              </p>
              <p className={styles.linkFacts}>{factsOf(link)}</p>
              <ShareButtons
                url={link.url}
                title={title}
                text={what === 'plan' ? `Te invito a ${title}` : `Te invito al grupo ${title}`}
              >
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  onClick={() => setRevoking(link)}
                >
                  Anular
                </button>
              </ShareButtons>
            </li>
          ))}
        </ul>
      )}
      {making ? (
        <form className={styles.form} onSubmit={(event) => void make(event)}>
          <ToggleGroup
            label="Quien abra el enlace"
            options={MODES}
            selected={[mode]}
            onToggle={setMode}
          />
          <div className={styles.choices}>
            <SelectField
              id={`${titleId}-days`}
              label="Caduca en"
              options={DAYS}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              hint={what === 'plan' ? 'Como mucho, hasta que empiece el plan.' : undefined}
            />
            <SelectField
              id={`${titleId}-uses`}
              label="Cuántas personas"
              options={USES}
              value={uses}
              onChange={(event) => setUses(Number(event.target.value))}
            />
          </div>
          <div className={styles.formButtons}>
            <SubmitButton busy={create.isPending}>Crear enlace</SubmitButton>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => setMaking(false)}
            >
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className={buttonClassName('secondary', { className: styles.start })}
          onClick={() => setMaking(true)}
        >
          Crear enlace de invitación
        </button>
      )}
      {revoking && (
        <ConfirmDialog
          title="¿Anular el enlace?"
          text="Quien lo abra a partir de ahora verá que ya no es válido. Quien ya lo usó sigue dentro."
          confirmLabel="Anular enlace"
          onConfirm={() => {
            const token = revoking.token;
            setRevoking(null);
            revoke.mutate(token, {
              onSuccess: () => showToast({ text: 'Enlace anulado.' }),
              onError: (error) => showToast({ text: error.message }),
            });
          }}
          onCancel={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
