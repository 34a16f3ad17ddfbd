import { afterEach, describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert, showAlert, withdrawAlerts } from './alerts';

const busy = {
  title: 'Demasiadas peticiones, espera un momento',
  text: 'En 30 segundos.',
  button: 'Aceptar',
};
const server = { title: 'Servidor', text: 'Lo sentimos.', button: 'Aceptar' };

describe('the alert queue', () => {
  afterEach(() => {
    while (currentAlert()) dismissAlert();
  });

  it('shows the same alert once, then the next', () => {
    showAlert(busy);
    showAlert(busy);
    showAlert(server);
    expect(currentAlert()).toEqual(busy);
    dismissAlert();
    expect(currentAlert()).toEqual(server);
  });

  it('withdraws the alerts a page already says, on screen or waiting, and no others', () => {
    showAlert(busy);
    showAlert(server);
    showAlert({ ...busy, text: 'En 10 segundos.' });
    withdrawAlerts(busy.title);
    expect(currentAlert()).toEqual(server);
    dismissAlert();
    expect(currentAlert()).toBeUndefined();
  });
});
