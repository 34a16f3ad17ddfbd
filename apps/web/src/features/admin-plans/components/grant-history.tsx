import { PLAN_NAMES, type PlanGrant } from '@app/contract/plans';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { PagedList } from '../../../components/admin/paged-list';
import { Panel } from '../../../components/admin/panel';
import { MemberPicker } from '../../../components/admin/member-picker/member-picker';
import { buttonClassName } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { usePlanGrants } from '../api/plans';
import { HISTORY_ANCHOR, historyLink, MEMBER_PARAM } from '../lib/history-link';
import { memberNumberOf } from '../lib/plan-grant-form';
import { grantPeriodText, grantState, personName } from '../lib/plan-texts';
import { MemberCell } from './member-cell';
import { RevokeGrantSheet } from './revoke-grant-sheet';
import styles from './plans.module.css';

/**
 * "Historial de concesiones": every grant, the latest first, or one member's (the address's
 * `miembro`, so a member's number elsewhere on the page links here).
 */
export function GrantHistory() {
  const [params, setParams] = useSearchParams();
  const userId = memberNumberOf(params.get(MEMBER_PARAM));
  const show = (next?: number) =>
    setParams(next === undefined ? {} : { [MEMBER_PARAM]: String(next) }, {
      preventScrollReset: true,
    });
  return (
    <Panel
      title="Historial de concesiones"
      description="Cada plan dado por el equipo, el último primero: a quién, cuánto, por qué y quién lo dio. Nada se borra; una concesión retirada dice cuándo, quién y por qué."
    >
      <div className={styles.history}>
        <MemberFilter userId={userId} onFilter={show} />
        <GrantList key={`list-${userId ?? 'all'}`} userId={userId} />
      </div>
    </Panel>
  );
}

/**
 * The history's member: found by name, e-mail, phone or number (the staff's finder), and the
 * way back to every grant.
 */
function MemberFilter({
  userId,
  onFilter,
}: {
  userId: number | undefined;
  onFilter: (userId?: number) => void;
}) {
  const id = useId();
  return (
    <div
      id={HISTORY_ANCHOR}
      className={styles.filter}
      role="search"
      aria-label="Concesiones de un miembro"
    >
      <MemberPicker
        id={`${id}-member`}
        label="Miembro"
        hint="Busca por nombre, correo, teléfono o número para ver solo sus concesiones."
        value={userId}
        onChange={(memberId) => onFilter(memberId)}
      />
      {userId !== undefined && (
        <div className={styles.filterActions}>
          <Link to={historyLink()} preventScrollReset className={buttonClassName('secondary')}>
            Ver todas
          </Link>
        </div>
      )}
    </div>
  );
}

/** One page of the grants, with their state and the way to revoke those under way. */
function GrantList({ userId }: { userId: number | undefined }) {
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<PlanGrant>();
  const query = usePlanGrants(page, userId);
  const now = new Date();
  return (
    <>
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        texts={{
          loading: 'Cargando el historial…',
          failed: 'No hemos podido cargar el historial.',
          empty:
            userId === undefined
              ? 'El equipo aún no ha dado ningún plan.'
              : `El miembro n.º ${userId} no ha recibido ningún plan del equipo.`,
        }}
        pagerLabel="Páginas del historial"
      >
        <AdminTable
          columns={['Miembro', 'Plan', 'Periodo', 'Motivo', 'Dado por', 'Estado']}
          caption={
            userId === undefined
              ? 'Concesiones de planes, la última primero'
              : `Concesiones al miembro n.º ${userId}, la última primero`
          }
          className={styles.cards}
        >
          {query.data?.data.map((grant) => {
            const state = grantState(grant, now);
            return (
              <tr key={grant.id}>
                <td className={styles.wide}>
                  <MemberCell user={grant.user} />
                </td>
                <td>
                  <span className={styles.cellLabel}>Plan: </span>
                  <span className={styles.plan}>{PLAN_NAMES[grant.plan]}</span>
                </td>
                <td className={styles.wide}>{grantPeriodText(grant)}</td>
                <td className={`${styles.wide} ${styles.note}`}>
                  <span className={styles.cellLabel}>Motivo: </span>
                  {grant.note}
                </td>
                <td className={styles.wide}>
                  <span className={styles.cellLabel}>Dado por </span>
                  {personName(grant.granted_by)}
                  <span className={styles.muted}>
                    {' '}
                    · <time dateTime={grant.createdAt}>{formatDateTime(grant.createdAt)}</time>
                  </span>
                </td>
                <td className={styles.wide}>
                  {state.kind === 'active' ? (
                    <span className={styles.state}>
                      <span className={styles.active}>En curso</span>
                      <button
                        type="button"
                        className={buttonClassName('secondary', { size: 'small' })}
                        onClick={() => setRevoking(grant)}
                      >
                        Retirar
                        <span className="visually-hidden">
                          {' '}
                          {PLAN_NAMES[grant.plan]} a {personName(grant.user)}
                        </span>
                      </button>
                    </span>
                  ) : (
                    <span className={state.kind === 'revoked' ? styles.revoked : styles.muted}>
                      {state.text}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </PagedList>
      {revoking && <RevokeGrantSheet grant={revoking} onClose={() => setRevoking(undefined)} />}
    </>
  );
}
