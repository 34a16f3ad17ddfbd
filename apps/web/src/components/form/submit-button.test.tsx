// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

afterEach(cleanup);

describe('SubmitButton', () => {
  it('is busy and off while the form is sent', () => {
    render(<SubmitButton busy>Crear cuenta</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Crear cuenta' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays off, not busy, while something else of the form runs', () => {
    render(
      <SubmitButton busy={false} disabled>
        Comprobar código
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Comprobar código' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
