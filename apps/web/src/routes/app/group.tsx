import { BLOCKED_USER_NAME } from '@app/contract/blocks';
import type { Group, GroupMember } from '@app/contract/groups';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { PersonList, PersonRow } from '../../components/member/person-row';
import { Avatar } from '../../components/ui/avatar';
import { buttonClassName } from '../../components/ui/button';
import { ModalSheet } from '../../components/ui/modal-sheet';
import { QueryStates } from '../../components/ui/query-states';
import { useFriends } from '../../features/member-friends/api/friends';
import { FriendChoice } from '../../features/member-friends/components/invite-friends';
import inviteStyles from '../../features/member-friends/components/invite-friends.module.css';
import {
  useGroup,
  useGroupActions,
  useGroupActivities,
  useGroupMembers,
  useGroupRequests,
} from '../../features/member-groups/api/groups';
import { useGroupPictureUrl } from '../../lib/group-picture';
import { groupFacts } from '../../features/member-groups/components/group-card';
import { GroupForm } from '../../features/member-groups/components/group-form';
import { ReportLink } from '../../components/report/report-link';
import { formatDate } from '../../lib/format';
import type { PageHandle } from '../../lib/meta';
import { BASENAME, memberPaths } from '../../lib/paths';
import { site } from '../../lib/site';
import { ShareButtons } from '../../components/share/share-buttons';
import { InvitationLinks } from '../../features/member-invitation-links/components/invitation-links';
import { useSessionUser } from '../../lib/session';
import { showToast } from '../../lib/toasts';
import styles from './member-pages.module.css';
import groupStyles from './group.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';
import { genderOf, type Gender } from '@app/contract/spanish-gender';
import { groupRoleLabel, ownRoleText } from '../../features/member-groups/lib/role-label';

export const handle: PageHandle = {
  meta: { title: 'Grupo', description: 'Un grupo: sus miembros, su chat y sus planes.' },
};

type Actions = ReturnType<typeof useGroupActions>;

/** The server's sentence of a refusal, or ours. */
const refusal = (error: unknown, fallback: string) =>
  (error as { body?: { message?: string } } | null)?.body?.message ?? fallback;

/** Join, ask, answer an invitation, withdraw, open the chat or leave: what the member can do. */
function Membership({ group, actions }: { group: Group; actions: Actions }) {
  const navigate = useNavigate();
  const busy = Object.values(actions).some((mutation) => mutation.isPending);
  const tell = ({ message }: { message: string }) => showToast({ text: message });
  if (group.standing === 'invited') {
    return (
      <div className={styles.actionRow}>
        <button
          type="button"
          className={buttonClassName('primary')}
          disabled={busy}
          onClick={() => actions.join.mutate(undefined, { onSuccess: tell })}
        >
          Aceptar invitación
        </button>
        <button
          type="button"
          className={buttonClassName('secondary')}
          disabled={busy}
          onClick={() => actions.withdraw.mutate(undefined, { onSuccess: tell })}
        >
          Rechazar
        </button>
      </div>
    );
  }
  if (group.standing === 'requested') {
    return (
      <div className={styles.actionRow}>
        <p className={styles.sectionNote}>Solicitud enviada: te avisaremos cuando la acepten.</p>
        <button
          type="button"
          className={buttonClassName('secondary')}
          disabled={busy}
          onClick={() => actions.withdraw.mutate(undefined, { onSuccess: tell })}
        >
          Retirar solicitud
        </button>
      </div>
    );
  }
  if (group.standing === 'none') {
    return (
      <button
        type="button"
        className={`${buttonClassName('primary')} ${styles.action}`}
        disabled={busy}
        onClick={() => actions.join.mutate(undefined, { onSuccess: tell })}
      >
        {group.visibility === 'public' ? 'Unirme al grupo' : 'Solicitar unirme'}
      </button>
    );
  }
  return (
    <div className={styles.actionRow}>
      {group.conversationId && (
        <Link
          to={memberPaths.conversation(group.conversationId)}
          className={buttonClassName('primary')}
        >
          Abrir el chat
        </Link>
      )}
      <Link to={`${memberPaths.create}?grupo=${group.id}`} className={buttonClassName('secondary')}>
        Crear plan
      </Link>
      {group.role !== 'owner' && (
        <button
          type="button"
          className={buttonClassName('secondary')}
          disabled={busy}
          onClick={() =>
            actions.leave.mutate(undefined, {
              onSuccess: (answer) => {
                tell(answer);
                void navigate(memberPaths.groups);
              },
            })
          }
        >
          Salir del grupo
        </button>
      )}
    </div>
  );
}

/** A member's row: the role, and a sheet of what the member looking may do to them. */
function MemberRow({
  entry,
  group,
  me,
  myGender,
  actions,
}: {
  entry: GroupMember;
  group: Group;
  me: number;
  myGender: Gender;
  actions: Actions;
}) {
  const [managing, setManaging] = useState(false);
  const user = entry.user ?? {
    id: entry.user_id,
    firstname: BLOCKED_USER_NAME,
    avatarUpdatedAt: null,
  };
  const owner = group.role === 'owner';
  const mayRemove =
    entry.user_id !== me &&
    entry.role !== 'owner' &&
    (owner || (group.role === 'admin' && entry.role === 'member'));
  const mayPromote = owner && entry.user_id !== me && entry.user !== null;
  const busy = Object.values(actions).some((mutation) => mutation.isPending);
  const done = (text: string) => () => {
    showToast({ text });
    setManaging(false);
  };
  // Only the member's own gender is known here; others read in the generic form.
  const role = groupRoleLabel(entry.role, entry.user_id === me ? myGender : 'other');
  const detail = `${role}${entry.user_id === me ? ' · Tú' : ''} · desde el ${formatDate(entry.joinedAt)}`;
  return (
    <PersonRow user={user} detail={detail} linked={entry.user !== null && entry.user_id !== me}>
      {(mayRemove || mayPromote) && (
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          aria-label={`Gestionar a ${user.firstname}`}
          onClick={() => setManaging(true)}
        >
          Gestionar
        </button>
      )}
      {managing && (
        <ModalSheet title={`Gestionar a ${user.firstname}`} onClose={() => setManaging(false)}>
          <div className={groupStyles.sheetActions}>
            {mayPromote && (
              <button
                type="button"
                className={buttonClassName('secondary')}
                disabled={busy}
                onClick={() =>
                  actions.role.mutate(
                    {
                      userId: entry.user_id,
                      role: entry.role === 'admin' ? 'member' : 'admin',
                    },
                    {
                      onSuccess: done(
                        entry.role === 'admin'
                          ? `${user.firstname} ya no es admin.`
                          : `${user.firstname} ahora es admin.`,
                      ),
                    },
                  )
                }
              >
                {entry.role === 'admin' ? 'Quitar de admin' : 'Hacer admin'}
              </button>
            )}
            {mayPromote && (
              <button
                type="button"
                className={buttonClassName('secondary')}
                disabled={busy}
                onClick={() =>
                  actions.handOver.mutate(entry.user_id, {
                    onSuccess: done('Has cedido el grupo.'),
                  })
                }
              >
                Ceder el grupo a {user.firstname}
              </button>
            )}
            {mayRemove && (
              <button
                type="button"
                className={buttonClassName('primary')}
                disabled={busy}
                onClick={() =>
                  actions.remove.mutate(entry.user_id, {
                    onSuccess: done(`${user.firstname} ya no está en el grupo.`),
                  })
                }
              >
                Sacar del grupo
              </button>
            )}
          </div>
        </ModalSheet>
      )}
    </PersonRow>
  );
}

/** "Invitar a amigos" to the group: friends not in it yet, ticked and sent at once. */
function InviteSheet({
  members,
  actions,
  onClose,
}: {
  members: ReadonlySet<number>;
  actions: Actions;
  onClose: () => void;
}) {
  const friends = useFriends();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const list = friends.data?.data ?? [];
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ModalSheet title="Invitar a amigos" onClose={onClose}>
      {list.length === 0 ? (
        <p className={inviteStyles.note}>
          {friends.isPending
            ? 'Cargando…'
            : 'Aún no tienes amigos aquí. Entra en el perfil de alguien y pulsa «Añadir a amigos».'}
        </p>
      ) : (
        <>
          <p className={inviteStyles.note}>Les llegará la invitación y entrarán en un paso.</p>
          <ul className={inviteStyles.list}>
            {list.map((entry) => (
              <FriendChoice
                key={entry.user.id}
                entry={entry}
                invited={members.has(entry.user.id)}
                invitedLabel="Ya está"
                checked={chosen.has(entry.user.id)}
                onToggle={() => toggle(entry.user.id)}
              />
            ))}
          </ul>
        </>
      )}
      {actions.invite.isError && (
        <p className={inviteStyles.error} role="alert">
          {refusal(actions.invite.error, 'No hemos podido enviar las invitaciones.')}
        </p>
      )}
      <div className={inviteStyles.footer}>
        <button
          type="button"
          className={buttonClassName('primary')}
          disabled={chosen.size === 0 || actions.invite.isPending}
          onClick={() =>
            actions.invite.mutate([...chosen], {
              onSuccess: ({ message }) => {
                showToast({ text: message });
                onClose();
              },
            })
          }
        >
          {chosen.size === 0 ? 'Elige a quién invitar' : `Invitar (${chosen.size})`}
        </button>
      </div>
    </ModalSheet>
  );
}

/** The group's card: picture (owners and admins change it), name, facts, description. */
function Heading({ group, gender, actions }: { group: Group; gender: Gender; actions: Actions }) {
  const picture = useGroupPictureUrl(group);
  const file = useRef<HTMLInputElement>(null);
  const manages = group.role === 'owner' || group.role === 'admin';
  return (
    <header className={`${styles.card} ${groupStyles.head}`}>
      <Avatar name={group.name} src={picture} size={72} />
      <div className={groupStyles.title}>
        <h2 className={groupStyles.name}>{group.name}</h2>
        <p className={groupStyles.facts}>{groupFacts(group)}</p>
        {group.role && <p className={groupStyles.role}>{ownRoleText(group.role, gender)}</p>}
      </div>
      {group.description && <p className={groupStyles.description}>{group.description}</p>}
      {manages && (
        <>
          <input
            ref={file}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) actions.picture.mutate(chosen);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className={`${buttonClassName('secondary', { size: 'small' })} ${groupStyles.picture}`}
            disabled={actions.picture.isPending}
            onClick={() => file.current?.click()}
          >
            {actions.picture.isPending ? 'Subiendo…' : 'Cambiar imagen'}
          </button>
        </>
      )}
    </header>
  );
}

/**
 * A group (/web/app/g/{id}): who it is, what the member may do in it, the requests to answer,
 * the members with their roles, and the group's plans, for members only.
 */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useSessionUser();
  const query = useGroup(valid ? id : 0);
  const group = query.data;
  const actions = useGroupActions(valid ? id : 0);
  const members = useGroupMembers(group);
  const requests = useGroupRequests(group);
  const activities = useGroupActivities(group);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState(false);

  if (!valid || (query.error as { status?: number } | null)?.status === 404) {
    return (
      <EmptyState title="Este grupo ya no existe" text="Puede que lo hayan borrado.">
        <Link to={memberPaths.groups} className={buttonClassName('primary')}>
          Ver grupos
        </Link>
      </EmptyState>
    );
  }
  if (!group || !user) {
    return (
      <QueryStates
        query={query}
        empty={false}
        texts={{
          loading: 'Cargando el grupo…',
          failed: 'No hemos podido cargar el grupo. Comprueba tu conexión.',
          empty: '',
        }}
      >
        {null}
      </QueryStates>
    );
  }
  const gender = genderOf(user);
  const manages = group.role === 'owner' || group.role === 'admin';
  const mayInvite = group.role !== null && (group.visibility === 'public' || manages);
  const memberIds = new Set(members.data?.map((entry) => entry.user_id));
  return (
    <div className={styles.stack}>
      <Heading group={group} gender={gender} actions={actions} />
      <Membership group={group} actions={actions} />
      {(mayInvite || manages) && (
        <div className={styles.actionRow}>
          {mayInvite && (
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => setInviting(true)}
            >
              Invitar a amigos
            </button>
          )}
          {manages && (
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => setEditing(true)}
            >
              Editar
            </button>
          )}
        </div>
      )}
      {group.visibility === 'public' && (
        <section className={styles.section} aria-labelledby="share-group-title">
          <h2 id="share-group-title" className={styles.sectionTitle}>
            Compartir
          </h2>
          <p className={styles.sectionNote}>
            Es un grupo público: quien abra el enlace puede unirse al entrar.
          </p>
          <ShareButtons
            url={`${window.location.origin}${BASENAME}${memberPaths.group(group.id)}`}
            title={group.name}
            text={`Únete al grupo ${group.name} en ${site.productName}`}
          />
        </section>
      )}
      {manages && <InvitationLinks target={{ group: group.id }} title={group.name} what="grupo" />}
      {manages && (requests.data?.length ?? 0) > 0 && (
        <section className={styles.section} aria-labelledby="requests-title">
          <h2 id="requests-title" className={styles.sectionTitle}>
            Quieren unirse ({requests.data!.length})
          </h2>
          <PersonList label="Solicitudes para unirse">
            {requests.data!.map((request) => (
              <PersonRow
                key={request.user_id}
                user={
                  request.user ?? {
                    id: request.user_id,
                    firstname: BLOCKED_USER_NAME,
                    avatarUpdatedAt: null,
                  }
                }
                linked={request.user !== null}
                detail={`Lo pidió el ${formatDate(request.requestedAt)}`}
              >
                <button
                  type="button"
                  className={buttonClassName('primary', { size: 'small' })}
                  disabled={actions.answer.isPending}
                  onClick={() => actions.answer.mutate({ userId: request.user_id, accept: true })}
                >
                  Aceptar
                </button>
                <button
                  type="button"
                  className={buttonClassName('secondary', { size: 'small' })}
                  disabled={actions.answer.isPending}
                  onClick={() => actions.answer.mutate({ userId: request.user_id, accept: false })}
                >
                  Rechazar
                </button>
              </PersonRow>
            ))}
          </PersonList>
        </section>
      )}
      {group.role && (
        <section className={styles.section} aria-labelledby="plans-title">
          <h2 id="plans-title" className={styles.sectionTitle}>
            Planes del grupo
          </h2>
          <QueryStates
            query={activities}
            empty={(activities.data?.length ?? 0) === 0}
            texts={{
              loading: 'Cargando los planes…',
              failed: 'No hemos podido cargar los planes del grupo.',
              empty: 'Aún no hay planes. Propón el primero: solo lo verán los miembros.',
            }}
          >
            <ul className={groupStyles.plans}>
              {activities.data?.map((activity) => (
                <li key={activity.id}>
                  <Link to={memberPaths.activity(activity.id)} className={groupStyles.plan}>
                    <span className={groupStyles.planName}>
                      {activity.description.split('\n')[0]}
                    </span>
                    <span className={groupStyles.facts}>
                      {formatDate(activity.start_at)} · {formatNumber(activity.matchedCount)}/
                      {plural(activity.participants, 'plaza')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </QueryStates>
        </section>
      )}
      {(group.role !== null || group.visibility === 'public') && (
        <section className={styles.section} aria-labelledby="members-title">
          <h2 id="members-title" className={styles.sectionTitle}>
            Miembros ({group.members})
          </h2>
          <QueryStates
            query={members}
            empty={(members.data?.length ?? 0) === 0}
            texts={{
              loading: 'Cargando los miembros…',
              failed: 'No hemos podido cargar los miembros.',
              empty: '',
            }}
          >
            <PersonList label="Miembros">
              {members.data?.map((entry) => (
                <MemberRow
                  key={entry.user_id}
                  entry={entry}
                  group={group}
                  me={user.id}
                  myGender={gender}
                  actions={actions}
                />
              ))}
            </PersonList>
          </QueryStates>
        </section>
      )}
      {group.role === 'owner' && members.data && (
        <p className={styles.sectionNote}>
          {/* «Gestionar» stands beside each other member: a new group has none yet. */}
          {members.data.some((entry) => entry.user_id !== user.id && entry.user !== null)
            ? `${ownRoleText('owner', gender)}: para salir del grupo, cédeselo antes a otro miembro con «Gestionar», junto a su nombre.`
            : mayInvite
              ? 'Aún no hay nadie más en el grupo: invita a tus amigos con «Invitar a amigos» o comparte su nombre para que lo encuentren en «Descubrir grupos».'
              : 'Aún no hay nadie más en el grupo.'}
        </p>
      )}
      {group.visibility === 'private' && group.role === null && (
        <p className={styles.sectionNote}>
          Es un grupo privado: sus miembros, su chat y sus planes se ven al entrar.
        </p>
      )}
      {group.role !== 'owner' && (
        <div className={styles.quietZone}>
          <ReportLink subject="group" id={group.id} label="Denunciar este grupo" />
        </div>
      )}
      {inviting && (
        <InviteSheet members={memberIds} actions={actions} onClose={() => setInviting(false)} />
      )}
      {editing && (
        <ModalSheet title="Editar grupo" onClose={() => setEditing(false)}>
          <GroupForm
            initial={{
              name: group.name,
              description: group.description,
              visibility: group.visibility,
            }}
            submitLabel="Guardar"
            busy={actions.update.isPending}
            error={
              actions.update.isError
                ? refusal(actions.update.error, 'No se ha guardado.')
                : undefined
            }
            onSubmit={(input) =>
              actions.update.mutate(input, { onSuccess: () => setEditing(false) })
            }
          />
        </ModalSheet>
      )}
    </div>
  );
}
