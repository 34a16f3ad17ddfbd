import {
  changePasswordRequest,
  contactKind,
  deviceSessionResponse,
  deviceSignInRequest,
  email as emailField,
  messageResponse,
  notificableRequest,
  notificableResponse,
  phone as phoneField,
  resendRequest,
  sessionResponse,
  signInRequest,
  signUpRequest,
  validateRequest,
  validationResponse,
  comebackResponse,
  type ContactKind,
} from '@app/contract/auth';
import { SDK_ERRORS } from '@app/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { forbidden, HttpError, validationError } from '../../lib/http-errors.js';
import { SUSPENDED_MESSAGE } from '@app/contract/reports';
import { createThrottle } from '../../lib/throttle.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { UsersService } from '../users/users.service.js';
import type { PasswordHasher } from './password.js';
import { sessionOf, type SessionGuards } from './session.js';
import type { TokensService } from './tokens.service.js';
import type { VerificationService } from './verification.service.js';
import { errorAnswers, FORM_BODIES, BEARER } from '../../lib/route-schemas.js';

type Options = {
  /** Codes asked, sign-ups and password changes allowed per address and hour. */
  requestsPerHour: number;
  db: Db;
  users: UsersService;
  tokens: TokensService;
  verification: VerificationService;
  hasher: PasswordHasher;
  devices: DevicesService;
  guards: SessionGuards;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WRONG_CREDENTIALS = 'Estas credenciales no coinciden con nuestros registros.';
const kindParams = z.object({ kind: contactKind });
const errors = errorAnswers(401, 403, 422, 429);

/** Reads and normalises the contact of `kind`, or answers 'need phone or email'. */
function contactOf(
  kind: ContactKind,
  body: { email?: string | undefined; phone?: string | undefined },
) {
  const raw = body[kind];
  if (raw === undefined || raw.trim() === '') {
    throw new HttpError(422, SDK_ERRORS.needPhoneOrEmail, {
      [kind]: [SDK_ERRORS.needPhoneOrEmail],
    });
  }
  const parsed = (kind === 'email' ? emailField : phoneField).safeParse(raw);
  if (!parsed.success) throw validationError({ [kind]: [parsed.error.issues[0]!.message] });
  return parsed.data;
}

/** The contact of a sign-in as accounts store it (lower-cased e-mail, E.164 phone). */
function signInContact(raw: unknown): string {
  const typed = typeof raw === 'string' ? raw : '';
  const parsed = (typed.includes('@') ? emailField : phoneField).safeParse(typed);
  return parsed.success ? parsed.data : typed.trim().toLowerCase();
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, users, tokens, verification, hasher, devices, guards, requestsPerHour } = options;
  const perAddress = (name: string, max: number, windowMs: number) =>
    createThrottle(app, name, max, windowMs, (request) => request.ip);
  const codeRequests = perAddress('codes', requestsPerHour, HOUR);
  const codeChecks = perAddress('code-checks', requestsPerHour * 3, HOUR);
  const signUps = perAddress('signups', requestsPerHour, HOUR);
  const signInsFromAddress = perAddress('signins', 30, MINUTE);
  // Laravel's login throttle, counted so that neither more addresses nor another way of
  // typing the contact buys more guesses: 5 failures a minute per account, from anywhere...
  const accountFailures = createThrottle(app, 'signin-failures:account', 5, MINUTE, (request) =>
    signInContact((request.body as { email_or_phone?: unknown } | undefined)?.email_or_phone),
  );
  // ...and 20 a minute per address, across accounts.
  const addressFailures = perAddress('signin-failures:address', 20, MINUTE);
  const passwordChanges = perAddress('password-changes', requestsPerHour, HOUR);
  const deviceSignIns = perAddress('device-signins', 10, MINUTE);
  // Compared against when no account matches, so both answers take as long.
  const decoyHash = hasher.hash('0'.repeat(64));

  app.post(
    '/auth/notificable/:kind',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'requestVerification',
        security: [],
        summary: 'Pide un código de verificación por correo o por SMS',
        consumes: FORM_BODIES,
        params: kindParams,
        body: notificableRequest,
        response: { 200: notificableResponse, ...errors },
      },
    },
    async (request) => {
      await codeRequests.hit(request);
      const { kind } = request.params;
      return verification.request(kind, contactOf(kind, request.body));
    },
  );

  app.post(
    '/auth/notificable/:kind/send',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'resendVerification',
        security: [],
        summary: 'Reenvía un código nuevo para la misma solicitud',
        consumes: FORM_BODIES,
        params: kindParams,
        body: resendRequest,
        response: { 200: notificableResponse, ...errors },
      },
    },
    async (request) => {
      await codeRequests.hit(request);
      return verification.resend(request.body.key);
    },
  );

  app.post(
    '/auth/notificable/:kind/validate',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'validateVerification',
        security: [],
        summary: 'Valida el código y devuelve la prueba (emailId o phoneId)',
        consumes: FORM_BODIES,
        params: kindParams,
        body: validateRequest,
        response: { 200: validationResponse, ...errors },
      },
    },
    async (request) => {
      await codeChecks.hit(request);
      const { kind } = request.params;
      const proof = await verification.validate(kind, request.body.key, request.body.code);
      return kind === 'email' ? { emailId: proof } : { phoneId: proof };
    },
  );

  app.post(
    '/auth/singup',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'signUp',
        security: [],
        summary: 'Crea una cuenta con un correo o teléfono verificado',
        consumes: FORM_BODIES,
        body: signUpRequest,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request) => {
      await signUps.hit(request);
      const body = request.body;
      const kind: ContactKind | undefined = body.emailId
        ? 'email'
        : body.phoneId
          ? 'phone'
          : undefined;
      if (!kind) {
        throw validationError({ emailId: ['Debes verificar tu correo o tu teléfono.'] });
      }
      await users.checkNewUser(body);
      const passwordHash = await hasher.hash(body.password);
      const user = await db.transaction(async (tx) => {
        const contact = await verification.consumeProof(tx, kind, (body.emailId ?? body.phoneId)!);
        const field = `${kind}Id`;
        if (!contact)
          throw validationError({ [field]: ['La verificación no es válida o ha caducado.'] });
        if (await users.findByContact(kind, contact, tx)) {
          throw validationError({
            [field]: [
              kind === 'email'
                ? 'Ya existe una cuenta con este correo.'
                : 'Ya existe una cuenta con este teléfono.',
            ],
          });
        }
        return users.create(tx, {
          firstname: body.firstname,
          lastname: body.lastname,
          birthdate: body.birthdate,
          genderOptionId: body.gender,
          cityId: body.city,
          passwordHash,
          [kind]: contact,
        });
      });
      const token = await tokens.issue({ userId: user.id }, body.device_name);
      return { token, wstoken: user.wstoken, user: (await users.ownerView(user.id))! };
    },
  );

  app.post(
    '/auth/singin',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'signIn',
        security: [],
        summary: 'Inicia sesión con correo o teléfono y contraseña',
        consumes: FORM_BODIES,
        body: signInRequest,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request) => {
      await signInsFromAddress.hit(request);
      await addressFailures.check(request);
      await accountFailures.check(request);
      const { email_or_phone: identifier, password, device_name } = request.body;
      const kind: ContactKind = identifier.includes('@') ? 'email' : 'phone';
      const parsed = (kind === 'email' ? emailField : phoneField).safeParse(identifier);
      const user = parsed.success ? await users.findByContact(kind, parsed.data) : undefined;
      const valid = await hasher.verify(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !valid) {
        await Promise.all([accountFailures.fail(request), addressFailures.fail(request)]);
        throw new HttpError(422, WRONG_CREDENTIALS, { email_or_phone: [WRONG_CREDENTIALS] });
      }
      // Said only to whoever knows the password: staff suspended the account (decision 0024).
      if (user.suspendedAt) throw forbidden(SUSPENDED_MESSAGE);
      const token = await tokens.issue({ userId: user.id }, device_name ?? 'app');
      return { token, wstoken: user.wstoken, user: (await users.ownerView(user.id))! };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'logout',
        summary: 'Cierra la sesión: revoca el token usado',
        security: BEARER,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await tokens.revoke(sessionOf(request).tokenId);
      return { message: 'Sesión cerrada.' };
    },
  );

  app.post(
    '/auth/comeback',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'comeback',
        summary: 'Recupera la sesión de un token guardado',
        security: BEARER,
        response: { 200: comebackResponse, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return { user: (await users.ownerView(session.userId))!, wstoken: session.wstoken };
    },
  );

  app.post(
    '/auth/change_password/:kind',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'changePassword',
        security: [],
        summary: 'Cambia la contraseña tras verificar el correo o el teléfono',
        consumes: FORM_BODIES,
        params: kindParams,
        body: changePasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await passwordChanges.hit(request);
      const { kind } = request.params;
      const field = `${kind}Id` as const;
      const proof = request.body[field];
      if (!proof) throw validationError({ [field]: ['Debes verificar tu correo o tu teléfono.'] });
      const passwordHash = await hasher.hash(request.body.password);
      await db.transaction(async (tx) => {
        const contact = await verification.consumeProof(tx, kind, proof);
        if (!contact)
          throw validationError({ [field]: ['La verificación no es válida o ha caducado.'] });
        const user = await users.findByContact(kind, contact, tx);
        if (!user) throw validationError({ [field]: ['No hay ninguna cuenta con este contacto.'] });
        await users.setPassword(tx, user.id, passwordHash);
        // Every session ends: whoever had the old password is signed out everywhere.
        await tokens.revokeUser(user.id, undefined, tx);
      });
      return { message: 'Contraseña actualizada.' };
    },
  );

  app.post(
    '/auth/device/singin',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'deviceSignIn',
        security: [],
        summary: 'Inicio de sesión de una aplicación registrada (modo dispositivo)',
        consumes: FORM_BODIES,
        body: deviceSignInRequest,
        response: { 200: deviceSessionResponse, ...errors },
      },
    },
    async (request) => {
      await deviceSignIns.check(request);
      const deviceId = await devices.signIn(request.body.name, request.body.password);
      if (!deviceId) {
        await deviceSignIns.fail(request);
        throw new HttpError(422, WRONG_CREDENTIALS, { name: [WRONG_CREDENTIALS] });
      }
      return { token: await tokens.issue({ deviceId }, request.body.name) };
    },
  );
};
