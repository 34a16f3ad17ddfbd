import type { FormState } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { shownErrors } from './shown-error';

type Values = { description: string; location: { lat: string } };

const state = (over: Partial<FormState<Values>>) =>
  ({ errors: {}, touchedFields: {}, isSubmitted: false, ...over }) as FormState<Values>;

describe('shownErrors', () => {
  const errors = {
    description: { type: 'too_small', message: 'Campo requerdio.' },
    location: { lat: { type: 'too_small', message: 'Campo requerdio.' } },
  };

  it('keeps a message back until the field was left or the form sent', () => {
    expect(shownErrors(state({ errors }))('location.lat')).toBeUndefined();
    expect(
      shownErrors(state({ errors, touchedFields: { location: { lat: true } } }))('location.lat'),
    ).toBe('Campo requerdio.');
  });

  it('shows every message, nested ones too, once the form was sent', () => {
    const shown = shownErrors(state({ errors, isSubmitted: true }));
    expect(shown('description')).toBe('Campo requerdio.');
    expect(shown('location.lat')).toBe('Campo requerdio.');
  });
});
