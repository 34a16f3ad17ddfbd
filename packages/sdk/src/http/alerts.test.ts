import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { alertFor } from './alerts.js';

const failure = (status: number | undefined, path = '/user/1') => ({
  error: new ApiError('algo falló', { status }),
  method: 'POST',
  path,
});

describe("the website's alerts (spec, section 8)", () => {
  it("login with status 422: 'Hubo un error.' / 'Correo o la contraseña invalida.'", () => {
    expect(alertFor(failure(422, '/auth/singin'))).toEqual({
      title: 'Hubo un error.',
      text: 'Correo o la contraseña invalida.',
      button: 'Aceptar',
    });
  });

  it("status 413: '¡Ups!. Hubo un error.' / 'Archivo demasiado grande.'", () => {
    expect(alertFor(failure(413))).toMatchObject({
      title: '¡Ups!. Hubo un error.',
      text: 'Archivo demasiado grande.',
    });
  });

  it("status 403: '¡Ups!. Lo sentimos.' / 'No tienes permisos para hacer esta petción.'", () => {
    expect(alertFor(failure(403))).toMatchObject({
      title: '¡Ups!. Lo sentimos.',
      text: 'No tienes permisos para hacer esta petción.',
    });
  });

  it("a sign-in refused with 403 (a suspended account): 'Cuenta suspendida' with the server's words", () => {
    expect(alertFor(failure(403, '/auth/singin'))).toEqual({
      title: 'Cuenta suspendida',
      text: 'algo falló',
      button: 'Aceptar',
    });
  });

  it("no status (server down): 'Servidor' / 'Lo sentimos, hay problemas…'", () => {
    expect(alertFor(failure(undefined))).toMatchObject({
      title: 'Servidor',
      text: 'Lo sentimos, hay problemas para conectarnos al servidor, intentalo más tarde.',
    });
  });

  it("deploy failure: 'Hubo un problema' with the server's message", () => {
    expect(alertFor(failure(500, '/admin/deploy'))).toMatchObject({
      title: 'Hubo un problema',
      text: 'algo falló',
    });
  });

  it("429: 'Demasiadas peticiones, espera un momento' with the wait the server gave", () => {
    const throttled = (retryAfter?: number) => ({
      error: new ApiError('Demasiadas peticiones.', { status: 429, retryAfter }),
      method: 'GET',
      path: '/activity',
    });
    expect(alertFor(throttled(12))).toEqual({
      title: 'Demasiadas peticiones, espera un momento',
      text: 'Vuelve a intentarlo en 12 segundos.',
      button: 'Aceptar',
    });
    expect(alertFor(throttled(1))?.text).toBe('Vuelve a intentarlo en 1 segundo.');
    expect(alertFor(throttled(300))?.text).toBe('Vuelve a intentarlo en 5 minutos.');
    expect(alertFor(throttled())?.text).toBe('Vuelve a intentarlo en unos segundos.');
  });

  it('other statuses: no global alert (a 422 elsewhere, a 404, a 500)', () => {
    expect(alertFor(failure(422))).toBeUndefined();
    expect(alertFor(failure(404))).toBeUndefined();
    expect(alertFor(failure(500))).toBeUndefined();
  });
});
