import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  answerPetitionRequest,
  createActivityRequest,
  createPetitionRequest,
  readMessagesRequest,
  sendMessageRequest,
  updateActivityRequest,
} from './activities.js';
import {
  changePasswordRequest,
  deviceSignInRequest,
  resendRequest,
  signInRequest,
  signUpRequest,
  validateRequest,
} from './auth.js';
import { deployRequest, updateTextRequest } from './deploys.js';
import { feedbackRequest } from './feedback.js';
import { setSpanishMessages } from './locale.js';
import { updateUserRequest, USER_LIST_FIELDS } from './users.js';

const hex = 'a'.repeat(64);
const activity = {
  type: '1',
  city: '2',
  location: '{"lat":40.4,"lon":-3.7}',
  description: 'Pádel en el Retiro',
  start_at: '2030-01-01T10:00:00+01:00',
  duration: '01:30',
  participants: '4',
  discipline: '5',
  level: '6',
  public_place: '1',
  min_participants: '3',
  min_hours_before: '24',
};

/**
 * Each request with a valid form body, and the fields that a form empties (`clearable`). The
 * SDK sends null as empty text (packages/sdk/src/http/form-data.ts): in these fields it reads
 * as null, in every other field it must stay a missing value, never a silent null.
 */
const REQUESTS: Array<{
  name: string;
  schema: z.ZodObject;
  body: Record<string, string>;
  clearable: string[];
}> = [
  {
    name: 'signUp',
    schema: signUpRequest,
    body: {
      firstname: 'Lucía',
      lastname: 'García',
      birthdate: '1995-04-12',
      gender: '3',
      city: '4',
      password: hex,
      emailId: 'e1',
      phoneId: 'p1',
      device_name: 'web',
    },
    clearable: ['lastname'],
  },
  {
    name: 'signIn',
    schema: signInRequest,
    body: { email_or_phone: 'ana@example.com', password: hex, device_name: 'web' },
    clearable: [],
  },
  {
    name: 'changePassword',
    schema: changePasswordRequest,
    body: { emailId: 'e1', phoneId: 'p1', password: hex },
    clearable: [],
  },
  {
    name: 'deviceSignIn',
    schema: deviceSignInRequest,
    body: { name: 'android', password: hex },
    clearable: [],
  },
  { name: 'resendVerification', schema: resendRequest, body: { key: 'k' }, clearable: [] },
  {
    name: 'validateVerification',
    schema: validateRequest,
    body: { key: 'k', code: 'MTIzNDU2' },
    clearable: [],
  },
  {
    name: 'updateUser',
    schema: updateUserRequest,
    body: {
      firstname: 'Lucía',
      lastname: 'García',
      birthdate: '1995-04-12',
      weight: '72',
      gender: '3',
      city: '4',
      social_state: '5',
      ...Object.fromEntries(USER_LIST_FIELDS.map((field) => [field, '[{"id":1}]'])),
    },
    clearable: ['lastname', 'weight', 'gender', 'city', 'social_state'],
  },
  {
    name: 'createActivity',
    schema: createActivityRequest,
    body: { ...activity, group: '4', repeat_weeks: '1', repeat_until: '2030-01-31' },
    clearable: ['discipline', 'level', 'min_participants'],
  },
  {
    name: 'updateActivity',
    schema: updateActivityRequest,
    body: activity,
    clearable: ['discipline', 'level', 'min_participants'],
  },
  {
    name: 'sendPetition',
    schema: createPetitionRequest,
    body: { petition_type_option_id: '1', to_user_id: '2', activity: '3' },
    clearable: [],
  },
  {
    name: 'answerPetition',
    schema: answerPetitionRequest,
    body: { readed: '1', acepted: '0' },
    clearable: [],
  },
  {
    name: 'sendMessage',
    schema: sendMessageRequest,
    body: { message: 'Hola', client_id: 'c-1' },
    clearable: [],
  },
  { name: 'markMessagesRead', schema: readMessagesRequest, body: { data: '[1]' }, clearable: [] },
  {
    name: 'sendFeedback',
    schema: feedbackRequest,
    body: { stars: '4', description: 'Muy buena aplicación' },
    clearable: [],
  },
  {
    name: 'deploy',
    schema: deployRequest,
    body: { appType: 'apk', version: '1.8.3', confirm_downgrade: '1' },
    clearable: [],
  },
  { name: 'updateText', schema: updateTextRequest, body: { lan_es: 'Hola' }, clearable: [] },
];

// Spaces alone count as empty where a field is trimmed or emptied; elsewhere (a request key,
// say) they are a value, checked as such.
const cases = REQUESTS.flatMap((request) =>
  Object.keys(request.body).flatMap((field) =>
    (request.clearable.includes(field) ? ['', '  '] : ['']).map((empty) => ({
      ...request,
      field,
      empty,
    })),
  ),
);

describe('empty text in a form field', () => {
  beforeAll(() => setSpanishMessages());

  it('every field of these requests is tried, and each valid body parses', () => {
    for (const request of REQUESTS) {
      expect(Object.keys(request.body).sort(), request.name).toEqual(
        Object.keys(request.schema.shape).sort(),
      );
      expect(request.schema.safeParse(request.body).error?.issues, request.name).toBeUndefined();
    }
  });

  it.each(cases)('$name: $field = "$empty"', ({ schema, body, clearable, field, empty }) => {
    const parsed = schema.safeParse({ ...body, [field]: empty });
    if (clearable.includes(field)) {
      // Emptied on purpose: the field becomes null (removed), the rest as sent.
      expect(parsed.error?.issues).toBeUndefined();
      expect((parsed.data as Record<string, unknown>)[field]).toBeNull();
    } else {
      // Required (or at least never empty): one message, the spec's, and no null.
      const messages = (parsed.error?.issues ?? [])
        .filter((issue) => issue.path[0] === field)
        .map((issue) => issue.message);
      expect(messages).toEqual(['Campo requerdio.']);
    }
  });

  it('a field left out stays out (unchanged), also in the fields a form can empty', () => {
    const parsed = updateUserRequest.parse({ firstname: 'Lucía' });
    expect(parsed).toEqual({ firstname: 'Lucía' });
    expect('lastname' in parsed).toBe(false);
  });

  it('JSON null empties a clearable field too; elsewhere null is refused', () => {
    expect(updateUserRequest.parse({ lastname: null, city: null })).toEqual({
      lastname: null,
      city: null,
    });
    expect(updateUserRequest.safeParse({ firstname: null }).success).toBe(false);
  });
});

describe('decimal numbers sent as text', () => {
  it('take every number JavaScript writes: long fractions and exponents', async () => {
    const { latitude, longitude } = await import('./shapes.js');
    expect(longitude.parse('-5.3598764999999995')).toBe(-5.3598764999999995);
    expect(latitude.parse('1e-7')).toBe(1e-7);
    expect(latitude.safeParse('40,41').success).toBe(false);
    expect(latitude.safeParse('4e').success).toBe(false);
  });
});
