import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { memberPaths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useBlocking } from '../api/blocks';
import { ReportLink } from '../../../components/report/report-link';
import styles from '../../../components/member/safety-link.module.css';

/**
 * "Denunciar a …" (report-link.tsx) and "Bloquear a …" on someone's profile: asked once more, then the pair stop seeing each other
 * everywhere and the member goes back to Descubrir (the profile no longer exists for them).
 */
export function BlockButton({ userId, name }: { userId: number; name: string }) {
  const navigate = useNavigate();
  const { block, refreshAll } = useBlocking();
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.zone}>
      <ReportLink subject="user" id={userId} label={`Denunciar a ${name}`} />
      <button
        type="button"
        className={styles.button}
        disabled={block.isPending}
        onClick={() => setAsking(true)}
      >
        Bloquear a {name}
      </button>
      <p className={styles.hint}>No os veréis en ningún sitio. No le avisaremos.</p>
      {block.isError && (
        <p className={styles.error} role="alert">
          No hemos podido bloquear a {name}. Inténtalo de nuevo.
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={`¿Bloquear a ${name}?`}
          text="Dejaréis de veros: perfiles, planes, deseos y búsquedas. Se cancelan las solicitudes entre vosotros y cada uno sale de los planes del otro. Desbloquear no devuelve nada de eso."
          confirmLabel="Bloquear"
          onConfirm={() => {
            setAsking(false);
            void block
              .mutateAsync(userId)
              .then(async () => {
                showToast({ text: `Has bloqueado a ${name}.` });
                await navigate(memberPaths.discover, { replace: true });
                await refreshAll();
              })
              .catch(() => undefined); // Shown by block.isError.
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
