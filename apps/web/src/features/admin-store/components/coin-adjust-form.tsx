import { COIN_ADJUSTMENT_MAX, type CoinEntry } from '@app/contract/coins';
import { ApiError } from '@app/sdk/http/api-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormError } from '../../../components/form/form-error';
import { showServerErrors } from '../../../components/form/server-errors';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { Notice } from '../../../components/ui/notice';
import { useAdjustCoins } from '../api/member-coins';
import { answered, keyAfterFailure, newAttemptKey } from '../lib/attempt-key';
import {
  coinAdjustmentForm,
  EMPTY_ADJUSTMENT,
  type CoinAdjustmentValues,
} from '../lib/coin-adjustment-form';
import { amountText, coinsText } from '../lib/store-texts';
import forms from '../../../components/admin/admin-form.module.css';
import styles from './member-coins.module.css';
import { pluralWord } from '@app/contract/spanish-plural';

const resolver = zodResolver(coinAdjustmentForm);
const LOST_ANSWER =
  'No ha llegado la respuesta del servidor. Vuelve a pulsar «Ajustar monedas»: si el ajuste ya se hizo, no se repetirá. Hasta saberlo, el ajuste no se puede cambiar.';

/**
 * Coins in or out for one member, with why. Each attempt carries an idempotency key: after a
 * lost answer the same key goes again (the server makes the movement once); after an answer,
 * the next attempt gets a new one.
 */
export function CoinAdjustForm({ userId, name }: { userId: number; name: string | undefined }) {
  const id = useId();
  const adjust = useAdjustCoins(userId);
  const [key, setKey] = useState(newAttemptKey);
  const [done, setDone] = useState<CoinEntry>();
  // A lost answer leaves the attempt in doubt: it is asked again as it was (same key, same
  // amount and motive), so a changed form can never become a second movement.
  const [inDoubt, setInDoubt] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    CoinAdjustmentValues,
    unknown,
    { amount: number; note: string }
  >({ defaultValues: EMPTY_ADJUSTMENT, resolver, mode: 'onTouched' });
  const shown = useShownErrors(formState);
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setDone(undefined);
    try {
      const entry = await adjust.mutateAsync({ ...values, key });
      setInDoubt(false);
      setKey(newAttemptKey());
      reset(EMPTY_ADJUSTMENT);
      setDone(entry);
    } catch (error) {
      setKey(keyAfterFailure(key, error));
      setInDoubt(!answered(error));
      if (error instanceof ApiError && error.status === undefined) {
        setError('root.server', { type: 'server', message: LOST_ANSWER });
      } else if (error instanceof ApiError && error.status === 409) {
        // Too much taken away, or the key already used for another movement.
        setError('amount', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        showServerErrors(error, setError, { amount: 'amount', note: 'note' });
      }
    }
  });

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label="Ajuste de monedas">
      {done && (
        <Notice onClose={() => setDone(undefined)}>
          Hecho: {amountText(done.amount)} {pluralWord(done.amount, 'moneda')}
          {name ? ` para ${name}` : ''}. Saldo: {coinsText(done.balance)}.
        </Notice>
      )}
      <fieldset className={`${forms.fields} ${styles.adjustFields}`} disabled={busy}>
        <TextField
          id={`${id}-amount`}
          label="Monedas"
          type="number"
          inputMode="numeric"
          min={-COIN_ADJUSTMENT_MAX}
          max={COIN_ADJUSTMENT_MAX}
          hint="En positivo las das; en negativo las quitas."
          required
          error={shown('amount')}
          readOnly={inDoubt}
          {...register('amount')}
        />
        <TextField
          id={`${id}-note`}
          label="Motivo"
          autoComplete="off"
          maxLength={200}
          hint="El miembro lo verá en sus movimientos."
          required
          error={shown('note')}
          readOnly={inDoubt}
          {...register('note')}
        />
      </fieldset>
      <FormError message={formState.errors.root?.server?.message} />
      <FormActions submit="Ajustar monedas" busy={busy} />
    </form>
  );
}
