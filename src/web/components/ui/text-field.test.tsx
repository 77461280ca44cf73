import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('shows the helper text when there is no error', () => {
    render(<TextField label="Email" helperText="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const helper = screen.getByText('We never share it');
    expect(input.getAttribute('aria-describedby')).toBe(helper.id);
  });

  it('replaces the helper text with the red error and marks the input invalid', () => {
    render(<TextField label="Email" helperText="We never share it" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(screen.queryByText('We never share it')).toBeNull();
    const error = screen.getByText('Email is required');
    expect(error.className).toContain('text-red-700');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('is a working labelled input', async () => {
    render(<TextField label="First name" />);
    const input = screen.getByLabelText('First name') as HTMLInputElement;
    await userEvent.type(input, 'Mona');
    expect(input.value).toBe('Mona');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
