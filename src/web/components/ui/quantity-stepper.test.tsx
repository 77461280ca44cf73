import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ start, onChange }: { start: number; onChange: (n: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      label="Quantity"
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const less = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const more = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;

describe('quantity stepper (1–99)', () => {
  it('cannot go below 1', async () => {
    const onChange = vi.fn();
    render(<Harness start={2} onChange={onChange} />);
    await userEvent.click(less());
    expect(field().value).toBe('1');
    expect(less().disabled).toBe(true);
    await userEvent.click(less());
    expect(onChange.mock.calls).toEqual([[1]]);
  });

  it('cannot go above 99', async () => {
    const onChange = vi.fn();
    render(<Harness start={98} onChange={onChange} />);
    await userEvent.click(more());
    expect(field().value).toBe('99');
    expect(more().disabled).toBe(true);
    expect(field().getAttribute('aria-valuemax')).toBe('99');
    expect(onChange.mock.calls).toEqual([[99]]);
  });

  it('snaps typed numbers outside 1–99 back into range on blur, and ignores non-digits', async () => {
    const onChange = vi.fn();
    render(<Harness start={5} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '150');
    expect(onChange.mock.calls.at(-1)).toEqual([15]);
    fireEvent.blur(field());
    expect(field().value).toBe('99');
    expect(onChange.mock.calls.at(-1)).toEqual([99]);

    await userEvent.clear(field());
    await userEvent.type(field(), '0');
    fireEvent.blur(field());
    expect(field().value).toBe('99'); // 0 is refused: the last good value stays

    await userEvent.clear(field());
    await userEvent.type(field(), '-3.5x');
    fireEvent.blur(field());
    expect(field().value).toBe('35');
    expect(onChange.mock.calls.flat().every((n) => Number.isInteger(n) && n >= 1 && n <= 99)).toBe(
      true,
    );
  });

  it('reads Arabic-Indic digits and steps with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness start={3} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '١٢');
    expect(onChange.mock.calls.at(-1)).toEqual([12]);
    await userEvent.type(field(), '{ArrowUp}');
    expect(field().value).toBe('13');
  });
});
