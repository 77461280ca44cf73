import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Link, Outlet, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { UnsavedChangesPrompt, useUnsavedChanges } from './unsaved-changes';

/** A form page as the admin's are: react-hook-form, its isDirty reported to the page's prompt. */
function FormPage({ saveThenLeave = false }: { saveThenLeave?: boolean }) {
  const navigate = useNavigate();
  const form = useForm({ defaultValues: { name: 'Lithium 100Ah', price: 4500 } });
  useUnsavedChanges(form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    await Promise.resolve();
    form.reset(values);
    if (saveThenLeave) navigate('/admin/list');
  });
  return (
    <form onSubmit={submit}>
      <label>
        Price
        <input type="number" {...form.register('price', { valueAsNumber: true })} />
      </label>
      <button type="submit">Save</button>
      <Link to="/admin/list">Products</Link>
      <Link to="/admin/form?tab=other">Other tab</Link>
    </form>
  );
}

const routes = (saveThenLeave = false) => [
  {
    path: '/admin',
    element: (
      <>
        <Outlet />
        <UnsavedChangesPrompt />
      </>
    ),
    children: [
      { path: 'form', element: <FormPage saveThenLeave={saveThenLeave} /> },
      { path: 'list', element: <p>the list</p> },
    ],
  },
];

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the unsaved-changes guard (issue 25, walk-through item 1)', () => {
  it('lets an untouched form go without asking, tab close included', async () => {
    const router = renderRoutes(routes(), '/admin/form');
    await userEvent.click(await screen.findByRole('link', { name: 'Products' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/list');
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks before leaving an edited form: stay keeps the edit, leave goes', async () => {
    const router = renderRoutes(routes(), '/admin/form');
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '4999');
    expect(beforeUnloadCancelled()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your changes on this page have not been saved');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/admin/form');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('4999');

    // Another tab of the same page (only the query string changes) keeps the form: no question.
    await userEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(router.state.location.search).toBe('?tab=other');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    // The form is gone, and so is the browser's question.
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks on the browser back button too', async () => {
    const router = renderRoutes(routes(), '/admin/list');
    await act(() => router.navigate('/admin/form'));
    const price = await screen.findByLabelText('Price');
    await userEvent.type(price, '1');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/form');
  });

  it('lets a form that saved and moves on leave without asking', async () => {
    const router = renderRoutes(routes(true), '/admin/form');
    const price = await screen.findByLabelText('Price');
    await userEvent.type(price, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/list');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });
});
